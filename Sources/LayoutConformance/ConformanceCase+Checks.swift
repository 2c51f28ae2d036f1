// Checks across a decoded case that no single value can make: node ids name one node each, and the
// expected frames and the nodes match one to one. Without them a repeated id makes the runner report
// "no such node" for a node that is there, and a node without an expected frame is never checked.

extension ConformanceCase {
    /// Throws `CaseFileError` at the first problem; `path` is the case's own path (`[3]`, or "" for a file
    /// holding one case object).
    func checkNodes(file: String, path: String) throws {
        var firstPath: [String: String] = [:]
        var order: [(id: String, path: String)] = []
        func visit(_ node: CaseNode, at nodePath: String) throws {
            if let first = firstPath[node.id] {
                throw CaseFileError(
                    file: file, path: "\(nodePath).id",
                    reason: "duplicate node id \(CaseText.quoted(node.id)) (first at \(first)); give every node its own id")
            }
            firstPath[node.id] = nodePath
            order.append((node.id, nodePath))
            for (index, child) in node.children.enumerated() {
                try visit(child, at: "\(nodePath).children[\(index)]")
            }
        }
        let prefix = path.isEmpty ? "" : "\(path)."
        try visit(root, at: "\(prefix)root")
        for (id, nodePath) in order where expected[id] == nil {
            throw CaseFileError(
                file: file, path: "\(prefix)expected",
                reason: "no expected frame for node \(CaseText.quoted(id)) (at \(nodePath)); every node needs one")
        }
        for id in expected.keys.sorted() where firstPath[id] == nil {
            throw CaseFileError(
                file: file, path: CaseText.path("\(prefix)expected", appending: id), reason: "no node has the id \(CaseText.quoted(id))")
        }
    }
}
