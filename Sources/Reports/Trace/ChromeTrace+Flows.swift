import Harness

extension ChromeTrace {
    /// What a flow's start and end share, besides their id: a viewer pairs them by all three.
    static let flowName = "mounted"
    static let flowCategory = "job"

    /// An arrow from each worker job to the frame that mounted its result (`TraceRecord.mounts`): a flow
    /// starting on the job's last phase, the job's result then being whole, and ending bound (`bp: e`) to
    /// the frame's slice. Jobs whose result no frame mounted (dropped from the window before it was shown,
    /// or mounted after the last frame) have none. Ids are unique in the file, from `nextID` on.
    static func flows(_ trace: TraceRecord, pid: Int, nextID: inout Int) -> [Event] {
        var mountedIn: [Int: Int] = [:]
        for mount in trace.mounts where mountedIn[mount.request] == nil { mountedIn[mount.request] = mount.frame }
        var frames: [Int: TraceRecord.Slice] = [:]
        for slice in trace.slices where slice.track == "frames" {
            if let frame = slice.frame, frames[frame] == nil { frames[frame] = slice }
        }
        var lastPhases: [Int: TraceRecord.Slice] = [:]
        for slice in trace.slices where slice.track.hasPrefix("worker ") {
            guard let job = slice.job else { continue }
            if let kept = lastPhases[job], end(of: kept) >= end(of: slice) { continue }
            lastPhases[job] = slice
        }
        var events: [Event] = []
        for (_, phase) in lastPhases.sorted(by: { $0.key < $1.key }) {
            guard let request = phase.request, let frameIndex = mountedIn[request], let frame = frames[frameIndex] else {
                continue
            }
            let id = nextID
            nextID += 1
            // Both ends strictly inside their slices, so a viewer binds them there: the start mid-phase; the end
            // where the job ended if the frame was under way by then (it waited for the job), else near the
            // frame's start.
            let margin = frame.durationMilliseconds * 0.01
            let finish = min(max(end(of: phase), frame.startMilliseconds + margin), end(of: frame) - margin)
            events.append(Event(name: flowName, ph: "s", pid: pid, tid: threadID(phase.track),
                                ts: max(0, (phase.startMilliseconds + phase.durationMilliseconds / 2) * 1_000), dur: nil,
                                args: nil, cat: flowCategory, id: id))
            events.append(Event(name: flowName, ph: "f", pid: pid, tid: threadID("frames"), ts: max(0, finish * 1_000),
                                dur: nil, args: nil, cat: flowCategory, id: id, bp: "e"))
        }
        return events
    }

    private static func end(of slice: TraceRecord.Slice) -> Double {
        slice.startMilliseconds + slice.durationMilliseconds
    }
}
