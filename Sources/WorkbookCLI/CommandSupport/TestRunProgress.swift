// What a long `swift test` run is doing while it runs, read from SwiftPM's own lines: how far
// the build is (`[143/310]`), a build folder locked by another SwiftPM, then the tests. Both
// runners show it, so neither is silent for long.

import Foundation

/// What a `swift test` run is doing, reported while it runs.
public enum TestRunProgress: Sendable, Equatable {
    /// SwiftPM is building: `done` of `total` build steps (from its `[done/total]` lines).
    case building(done: Int, total: Int)
    /// Another SwiftPM holds the build folder's lock; the run waits for it. The line is SwiftPM's.
    case waitingForLock(String)
    /// The build is done and the tests run.
    case testing
}

/// Turns SwiftPM's output lines into ``TestRunProgress`` reports.
public final class ProgressReader: @unchecked Sendable {
    // `@unchecked`: lines arrive on one thread at a time; the lock guards the state anyway.
    private let lock = NSLock()
    private let report: @Sendable (TestRunProgress) -> Void
    private var testing = false

    /// Passes each report to `report`, on the thread that read the line.
    public init(report: @escaping @Sendable (TestRunProgress) -> Void) {
        self.report = report
    }

    /// Reads one line of `swift test`'s output.
    public func read(_ line: String) {
        let event: TestRunProgress? = lock.withLock {
            if line.hasPrefix("Another instance of SwiftPM") || line.contains("is already running using") {
                return .waitingForLock(line.trimmingCharacters(in: .whitespaces))
            }
            if !testing, let match = line.prefixMatch(of: /\[(\d+)\/(\d+)\]/), let done = Int(match.1),
                let total = Int(match.2)
            {
                return .building(done: done, total: total)
            }
            if !testing, line.hasPrefix("Build complete!") || line.contains("Test run started") {
                testing = true
                return .testing
            }
            return nil
        }
        if let event { report(event) }
    }
}
