@testable import Components
import Dispatch
import Geometry
import Synchronization
import Testing
import TextLayout

/// Components are built and laid out on any thread: the same tree built on 8 threads at once, with
/// one shared text engine, gives identical layouts.
@Suite struct ConcurrencyTests {
    static func story(_ index: Int) -> any Component {
        StackComponent(view: .view([.backgroundColor(.white)]), spacing: 8, padding: EdgeInsets(all: 12), children: [
            .init(StackComponent(direction: .row, alignItems: .center, spacing: 8, children: [
                .init(ImageComponent("avatar-\(index)", size: .points(40, 40))),
                .init(StackComponent(children: [
                    .init(TextComponent("Zoë Núñez \(index)", style: TextStyle(font: .bold, size: 15, maxLines: 1))),
                    .init(TextComponent("\(index) min", style: TextStyle(size: 12))),
                ]), flexGrow: 1, flexShrink: 1),
            ])),
            .init(TextComponent(String(repeating: "A message about Lisbon 東京 👍 number \(index). ", count: 1 + index % 4))),
            .init(RatioComponent(ratio: 0.75, child: ImageComponent("photo-\(index)"))),
            .init(CenterComponent(.horizontal, child: ButtonComponent(titles: ControlStateValues("Like", selected: "Liked")))),
        ])
    }

    @Test func buildingTheSameTreeOnEightThreadsGivesIdenticalLayouts() throws {
        let context = try makeContext(scale: 2)
        let results = Mutex<[Int: [ComponentLayout]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let layouts = (0..<12).map { index in
                StackComponent(children: [.init(Self.story(index))]).layoutThatFits(.width(375), context: context)
            }
            results.withLock { $0[thread] = layouts }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        let uncached = try makeContextUncached()
        let reference = (0..<12).map { index in
            StackComponent(children: [.init(Self.story(index))]).layoutThatFits(.width(375), context: uncached)
        }
        for thread in 0..<8 {
            #expect(all[thread] == reference)
        }
    }
}

/// A context with a cache that stores nothing, so the reference layout computes every text afresh.
private func makeContextUncached() throws -> LayoutContext {
    LayoutContext(textEngine: TextEngine(fonts: try FontLibrary.load(), cache: .disabled()), pointScaleFactor: 2)
}
