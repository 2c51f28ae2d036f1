import Foundation
import Testing
@testable import Harness

/// The memory limit read from a folder laid out like `/`: physical memory, cgroup v2 and v1 limits.
@Suite struct MemoryLimitTests {
    /// A fake root holding `files` (path relative to the root: contents).
    private func root(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("memlimit-\(UUID())")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    private let meminfo = "MemTotal:       16384000 kB\nMemFree:         1000 kB\n"

    @Test func physicalMemoryWhenNoCgroupLimits() throws {
        let folder = try root(["proc/meminfo": meminfo, "proc/self/cgroup": "0::/user.slice\n",
                               "sys/fs/cgroup/user.slice/memory.max": "max\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MemoryLimit.current(root: folder.path) == MemoryLimit(bytes: 16_384_000 * 1_024, source: "physical memory"))
    }

    @Test func cgroupV2LimitOfTheGroupOrAnAncestor() throws {
        let folder = try root(["proc/meminfo": meminfo, "proc/self/cgroup": "0::/a/b\n",
                               "sys/fs/cgroup/a/b/memory.max": "max\n", "sys/fs/cgroup/a/memory.max": "2147483648\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = MemoryLimit.current(root: folder.path)
        #expect(limit.bytes == 2_147_483_648)
        #expect(limit.source == "the cgroup limit in /sys/fs/cgroup/a/memory.max")
    }

    @Test func cgroupV1LimitIncludingAContainersRootMount() throws {
        let folder = try root(["proc/meminfo": meminfo,
                               "proc/self/cgroup": "5:cpu,cpuacct:/x\n4:memory:/docker/abc\n0::/\n",
                               "sys/fs/cgroup/memory/memory.limit_in_bytes": "1073741824\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MemoryLimit.current(root: folder.path).bytes == 1_073_741_824)
        // v1's "no limit" is a huge number: physical memory is the limit then.
        let unlimited = try root(["proc/meminfo": meminfo, "proc/self/cgroup": "4:memory:/\n",
                                  "sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n"])
        defer { try? FileManager.default.removeItem(at: unlimited) }
        #expect(MemoryLimit.current(root: unlimited.path).source == "physical memory")
    }
}
