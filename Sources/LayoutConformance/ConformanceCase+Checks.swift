import JSON

// Checks across a decoded case that no single value can make: node ids name one node each, and the
// expected frames and the nodes match one to one. Without them a repeated id makes the runner report
// "no such node" for a node that is there, and a node without an expected frame is never checked.

extension ConformanceCase {
    /// Throws `CaseFileError` at the first problem; `path` is the case's own path (`[3]`, or the root for a
    /// file holding one case object).
    func checkNodes(file: String, path: JSONPath) throws {
        var firstPath: [String: JSONPath] = [:]
        var order: [(id: String, path: JSONPath)] = []
        func visit(_ node: CaseNode, at nodePath: JSONPath) throws {
            if let first = firstPath[node.id] {
                throw CaseFileError(
                    file: file, path: nodePath.appending("id").description,
                    reason: "duplicate node id \(MessageText.quoted(node.id)) (first at \(first)); give every node its own id")
            }
            firstPath[node.id] = nodePath
            order.append((node.id, nodePath))
            for (index, child) in node.children.enumerated() {
                try visit(child, at: nodePath.appending("children").appending(index))
            }
        }
        try visit(root, at: path.appending("root"))
        let expectedPath = path.appending("expected")
        for (id, nodePath) in order where expected[id] == nil {
            throw CaseFileError(
                file: file, path: expectedPath.description,
                reason: "no expected frame for node \(MessageText.quoted(id)) (at \(nodePath)); every node needs one")
        }
        for id in expected.keys.sorted() where firstPath[id] == nil {
            throw CaseFileError(
                file: file, path: expectedPath.appending(id).description, reason: "no node has the id \(MessageText.quoted(id))")
        }
    }
}
