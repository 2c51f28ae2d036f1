import Bench
import Foundation

/// The line `feedbench update-bench` prints for the streams' own cost.
extension StreamsBench {
    public func line() -> String {
        String(format: "streams: %d announcements through %d maps to %d observers: %.3f ms, %.2f ns per delivery",
               announcements, depth, observers, milliseconds, nanosecondsPerDelivery)
    }
}
