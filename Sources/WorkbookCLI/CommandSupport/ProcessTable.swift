// What the platform says about processes the runner did not start itself: the children a
// stopped `swift test` left behind, the members of a process group, and whether one still
// runs. Linux reads `/proc`; macOS asks libproc. Nothing else in the runner is per platform.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum ProcessTable {
    static func descendants(of pid: pid_t) -> Set<pid_t> {
        var found: Set<pid_t> = []
        var queue = children(of: pid)
        while let next = queue.popLast() {
            if found.insert(next).inserted { queue += children(of: next) }
        }
        return found
    }

    #if canImport(Darwin)
        static func children(of pid: pid_t) -> [pid_t] {
            var buffer = [pid_t](repeating: 0, count: 4096)
            _ = proc_listchildpids(pid, &buffer, Int32(buffer.count * MemoryLayout<pid_t>.size))
            return buffer.filter { $0 > 0 }
        }

        static func members(ofGroup group: pid_t) -> [pid_t] {
            var buffer = [pid_t](repeating: 0, count: 4096)
            _ = proc_listpids(
                UInt32(PROC_PGRP_ONLY), UInt32(group), &buffer, Int32(buffer.count * MemoryLayout<pid_t>.size)
            )
            return buffer.filter { $0 > 0 }
        }

        /// Alive and not a zombie (`SZOMB`, 5, in `sys/proc.h`).
        static func isRunning(_ pid: pid_t) -> Bool {
            var info = proc_bsdinfo()
            let size = Int32(MemoryLayout<proc_bsdinfo>.size)
            return proc_pidinfo(pid, PROC_PIDTBSDINFO, 0, &info, size) == size && info.pbi_status != 5
        }
    #else
        static func children(of pid: pid_t) -> [pid_t] { all().filter { $0.parent == pid }.map(\.pid) }

        static func members(ofGroup group: pid_t) -> [pid_t] { all().filter { $0.group == group }.map(\.pid) }

        static func isRunning(_ pid: pid_t) -> Bool { entry(pid).map { $0.state != "Z" } ?? false }

        private typealias Entry = (pid: pid_t, state: Substring, parent: pid_t, group: pid_t)

        private static func all() -> [Entry] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return names.compactMap { pid_t($0).flatMap(entry) }
        }

        /// `/proc/PID/stat`: after the parenthesised name come state, parent and group.
        private static func entry(_ pid: pid_t) -> Entry? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else {
                return nil
            }
            return (pid, fields[0], parent, group)
        }
    #endif
}
