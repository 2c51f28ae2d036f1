import Foundation
import Testing
@testable import Feed

struct ScrollScriptTests {
    @Test("A constant scroll moves the same distance every frame")
    func constant() {
        let script = ScrollScript.constant(pointsPerFrame: 12, frames: 5)
        #expect(script.frameCount(frameBudget: 17) == 5)
        #expect(script.offsets(frameBudget: 17) == [12, 24, 36, 48, 60])
    }

    @Test("A fling slows down and stops when less than half a point is left")
    func fling() throws {
        // v0 = 5 pt/ms, r = 0.998/ms: total distance 5 / -ln(0.998) = 2497.5 pt; half a point is left at
        // t = ln(0.5 * -ln(0.998) / 5) / ln(0.998) = 4253.8 ms, so 251 frames of 17 ms.
        let script = ScrollScript.fling(initialVelocity: 5_000, deceleration: 0.998)
        #expect(script.frameCount(frameBudget: 17) == 251)
        let offsets = script.offsets(frameBudget: 17)
        #expect(offsets.count == 251)
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 > 0 })
        #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 < $1 })
        let last = try #require(offsets.last)
        #expect(abs(last - 2_497.5) < 0.5)
        // The first frame covers about v0 * 17 ms, a little less because the fling slows within the frame.
        #expect(offsets[0] > 83 && offsets[0] < 85)
    }

    @Test("A fling too slow to move half a point still lasts one frame")
    func tinyFling() {
        #expect(ScrollScript.fling(initialVelocity: 0.5, deceleration: 0.9).frameCount(frameBudget: 17) == 1)
    }

    @Test("Version 1's forms are one-gesture scripts, moving as that gesture does and written back as they were read")
    func version1FormsAreOneGesture() throws {
        let constant = ScrollScript.constant(pointsPerFrame: 12, frames: 5)
        let fling = ScrollScript.fling(initialVelocity: 5_000, deceleration: 0.998)
        #expect(constant.gestures == [.constant(pointsPerFrame: 12, frames: 5)] && constant.kind == .constant)
        #expect(fling.gestures == [.fling(initialVelocity: 5_000, deceleration: 0.998)] && fling.kind == .fling)
        for script in [constant, fling] {
            let chain = ScrollScript.gestures(script.gestures)
            #expect(script.offsets(frameBudget: 17) == chain.offsets(frameBudget: 17))
            #expect(script != chain)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(constant), as: UTF8.self)
            == #"{"frames":5,"kind":"constant","pointsPerFrame":12}"#)
        #expect(String(decoding: try encoder.encode(fling), as: UTF8.self)
            == #"{"deceleration":0.998,"initialVelocity":5000,"kind":"fling"}"#)
        #expect(String(decoding: try encoder.encode(ScrollScript.gestures([.pause(frames: 2)])), as: UTF8.self)
            == #"{"gestures":[{"frames":2,"kind":"pause"}],"kind":"gestures"}"#)
    }
}
