import Testing
import Views
@testable import Screens

@MainActor
@Suite struct ListScreenTests {
    let context = ViewContext()

    func listScreen(_ resource: Resource<[String]>) -> Screen<String> {
        .list(title: "Fruit", context: context, resource: resource) { item, cell in
            cell.set("name", to: .string(item))
        }
    }

    @Test func theListShowsLoadingThenOneConfiguredCellPerItem() throws {
        let loader = ManualLoader<[String]>()
        var selected: [String] = []
        let controller = try #require(
            listScreen(loader.resource).makeViewController { selected.append($0) } as? ListViewController<String>)
        #expect(controller.title == "Fruit")
        #expect(controller.view.subviews.map(\.kind) == [.loadingIndicator])
        #expect(controller.items.isEmpty && controller.cells.isEmpty)
        #expect(!controller.selectRow(at: 0))

        loader.deliver(["apple", "banana", "cherry"])
        #expect(controller.view.subviews.map(\.kind) == [.listCell, .listCell, .listCell])
        #expect(controller.cells.map { $0.value(of: "name") } == [.string("apple"), .string("banana"), .string("cherry")])
        #expect(controller.items == ["apple", "banana", "cherry"])

        #expect(controller.selectRow(at: 1))
        #expect(!controller.selectRow(at: 3))
        #expect(selected == ["banana"])
    }

    @Test func aSecondDeliveryReplacesTheCells() throws {
        let loader = ManualLoader<[String]>()
        let controller = try #require(listScreen(loader.resource).makeViewController { _ in } as? ListViewController<String>)
        loader.deliver(["a", "b"])
        loader.deliver(["c"])
        #expect(controller.view.subviews.count == 1 && controller.items == ["c"])
    }

    @Test func anAsyncResourceDeliversOnTheMainActor() async throws {
        let resource = Resource<[String]>.async { ["x", "y"] }
        let controller = try #require(listScreen(resource).makeViewController { _ in } as? ListViewController<String>)
        #expect(controller.items.isEmpty)
        for _ in 0..<1_000 where controller.items.isEmpty {
            await Task.yield()
        }
        #expect(controller.items == ["x", "y"])
    }

    @Test func aPendingLoadDoesNotKeepTheControllerAlive() {
        let loader = ManualLoader<[String]>()
        var controller: ViewController? = listScreen(loader.resource).makeViewController { _ in }
        let weak = WeakBox(controller)
        controller = nil
        #expect(weak.object == nil)
        loader.deliver(["late"])
    }

    @Test func resourcesMapAndDeliverReadyValues() {
        var delivered: [Int] = []
        Resource.value(["a", "bb"]).map { $0.map(\.count) }.load { delivered = $0 }
        #expect(delivered == [1, 2])
    }
}
