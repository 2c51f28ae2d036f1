/// Mid-ranks of a pooled sample, the basis of the Mann-Whitney U statistic and its tie correction.

struct PooledRanks {
    /// The rank of each value in the order given, ties sharing the mean of their ranks (1-based).
    var ranks: [Double]
    /// The size of each group of tied values (groups of one included).
    var tieGroupSizes: [Int]

    var hasTies: Bool { tieGroupSizes.contains { $0 > 1 } }

    /// - Complexity: O(n log n).
    init(_ values: [Double]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var groups: [Int] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, values[order[end]] == values[order[start]] { end += 1 }
            // Positions start..<end hold ranks start+1 ... end; each gets their mean.
            let midRank = Double(start + 1 + end) / 2
            for position in start..<end { ranks[order[position]] = midRank }
            groups.append(end - start)
            start = end
        }
        self.ranks = ranks
        self.tieGroupSizes = groups
    }
}
