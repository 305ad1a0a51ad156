// What a long `swift test` run is doing: a first build, then from SwiftPM's own lines how far
// the build is (`[143/310]`), a build folder locked by another SwiftPM, then the tests.

import Foundation

public enum TestRunProgress: Sendable, Equatable {
    /// Nothing is built yet: the exercises' package, or the one exercise checked alone.
    case firstBuild(wholePackage: Bool)
    case building(done: Int, total: Int)
    case waitingForLock(String)
    case testing
}

public final class ProgressReader: @unchecked Sendable {
    // `@unchecked`: the lock guards the state.
    private let lock = NSLock()
    private let report: @Sendable (TestRunProgress) -> Void
    private var testing = false

    public init(report: @escaping @Sendable (TestRunProgress) -> Void) { self.report = report }

    public func read(_ line: String) {
        let event: TestRunProgress? = lock.withLock {
            if line.hasPrefix("Another instance of SwiftPM") || line.contains("is already running using") {
                return .waitingForLock(line.trimmingCharacters(in: .whitespaces))
            }
            guard !testing else { return nil }
            if let match = line.prefixMatch(of: /\[(\d+)\/(\d+)\]/), let done = Int(match.1),
                let total = Int(match.2)
            {
                return .building(done: done, total: total)
            }
            testing = line.hasPrefix("Build complete!") || line.contains("Test run started")
            return testing ? .testing : nil
        }
        if let event { report(event) }
    }
}
