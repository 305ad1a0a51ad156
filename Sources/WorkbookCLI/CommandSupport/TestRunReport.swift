// Reads one `swift test` run: the test results from Swift Testing's JSON event stream
// (``TestEventStream``), a stable interface; the compiler's errors and crashes from the
// console text. It does not run anything.

import Foundation

public struct CompilerError: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    public var macro: String?  // `#expect`, where the error is in the code a macro expands to
}

public struct TestIssue: Sendable, Equatable {
    public var testName: String
    public var arguments: String
    public var location: String?
    public var expectation: String
    /// The expectation's comment, which in the exercises starts with `Step K:`.
    public var message: String?
    public var difference: String? = nil
    public var filePath: String? = nil

    /// `Expectation failed: (x → 1) == 2` without its first words: what was checked, with the
    /// values found; `nil` when it holds no value (`Issue recorded`, a bare `flag`).
    public var checkedValues: String? {
        guard expectation.contains(" → ") else { return nil }
        return expectation.hasPrefix("Expectation failed: ")
            ? String(expectation.dropFirst("Expectation failed: ".count)) : expectation
    }

    public func sortKey(_ printed: Int) -> (Int, Int, String, Int, Int) {
        let parts = (location ?? "").split(separator: ":")
        let line = parts.count > 1 ? Int(parts[1]) ?? Int.max : Int.max
        return (step ?? Int.max, location == nil ? 1 : 0, parts.first.map(String.init) ?? "", line, printed)
    }

    /// The README step the message names: `Step 2: …` → 2. A message that spans steps
    /// (`Steps 1 and 3: …`, `Steps 1–2: …`) names its last one, the work still to check.
    public var step: Int? {
        guard let prefix = (message ?? "").prefixMatch(of: /Steps?\s+\d+(?:\s*(?:–|-|and|,)\s*\d+)*\s*:/)
        else { return nil }
        return prefix.output.matches(of: /\d+/).compactMap { Int(prefix.output[$0.range]) }.max()
    }
}

public enum TestRunOutcome: Sendable, Equatable {
    case passed
    case failed
    case didNotBuild([CompilerError], firstLine: String?)
    case crashed(String)
    case interrupted
    /// A signal that asks a program to stop (SIGHUP, SIGINT, SIGKILL, SIGTERM: a `kill`, the
    /// system out of memory) ended the tests, not a trap.
    case stoppedFromOutside(signal: Int32)
    /// The ``StopRule`` stopped it; the late test's name (with its arguments), else the first
    /// test that never ended, when the run said which.
    case timedOut(String?)
    case unrecognized(String)
}

public struct TestRunReport: Sendable, Equatable {
    public var outcome: TestRunOutcome
    public var testCount: Int
    public var failedTests: [String]
    public var issues: [TestIssue]
    /// The first frame of the crashed thread's backtrace in a source file of the package.
    public var crashSite: String? = nil

    public var passedCount: Int { max(testCount - failedTests.count, 0) }

    public init(output: ProcessOutput) {
        let lines = output.text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var compilerErrors: [CompilerError] = []
        var firstErrorLine: String?
        var crash: String?
        var crashSignal: Int32?
        var runtimeSite: String?
        var inCrashedThread = false
        var runStarted = false
        // An error inside a macro's expansion (`#expect`, `@Test`) is placed by the note after it:
        // `expanded code originates here` (Swift style), `in expansion of macro` (LLVM style).
        var unplaced: Int?
        for line in lines {
            if let index = unplaced,
                let origin = line.prefixMatch(
                    of: /(?:`- )?(\S.*?\.swift):(\d+):(\d+): note: (?:expanded|in expansion)/),
                let number = Int(origin.2), let column = Int(origin.3)
            {
                compilerErrors[index].path = String(origin.1)
                (compilerErrors[index].line, compilerErrors[index].column) = (number, column)
                unplaced = Self.isExpansion(origin.1) ? index : nil
                if unplaced == nil, compilerErrors[..<index].contains(compilerErrors[index]) {
                    compilerErrors.remove(at: index)
                }
                continue
            }
            // A crash's backtrace: the crashed thread's frames, innermost first.
            if line.hasPrefix("Thread ") {
                inCrashedThread = line.hasSuffix(" crashed:")
            } else if inCrashedThread, crashSite == nil,
                let frame = line.firstMatch(of: /\sat (\/[^:]+\.swift):(\d+)/),
                !frame.1.contains("swift-generated-sources")
            {
                crashSite = "\(frame.1):\(frame.2)"
            } else if line.contains("Test run started") {
                runStarted = true
            } else if let error = Self.compilerError(in: line) {
                if Self.isExpansion(error.path) {
                    unplaced = compilerErrors.count
                    compilerErrors.append(error)
                } else if !compilerErrors.contains(error) {
                    compilerErrors.append(error)
                }
            } else if crash == nil, line.contains("Fatal error: ") {
                crash = line.trimmingCharacters(in: .whitespaces)
                // Where no backtrace names a frame (macOS may print none for a test process),
                // the runtime's own `File.swift:12: Fatal error: …` still places the trap.
                runtimeSite = line.firstMatch(of: /(\S+\.swift):(\d+): Fatal error/).map { "\($0.1):\($0.2)" }
            } else if crash == nil, let match = line.firstMatch(of: /unexpected signal code (\d+)/) {
                crash = "the tests stopped with signal \(match.1)"
                crashSignal = Int32(match.1)
            } else if firstErrorLine == nil, line.hasPrefix("error: ") {
                firstErrorLine = line
            }
        }
        if crashSite == nil, let runtimeSite, !runtimeSite.hasPrefix("Swift/") { crashSite = runtimeSite }
        let stream = TestEventStream(output.events ?? "")
        testCount = stream.testCount
        failedTests = stream.failedTests
        issues = stream.issues
        if stream.runStarted, !stream.runEnded, crash == nil {
            crash =
                output.endedBySignal
                ? "the tests stopped with signal \(output.status - 128)"
                : "the tests stopped before the run ended"
            if output.endedBySignal { crashSignal = output.status - 128 }
        }
        if output.stoppedByRule {
            let late = issues.first { $0.expectation.hasPrefix(Self.timeLimitMark) }
            outcome = .timedOut(
                late.map { $0.arguments.isEmpty ? $0.testName : "\($0.testName) (\($0.arguments))" }
                    ?? stream.unfinishedTests.first)
        } else if output.status == 128 + SIGINT || output.stoppedByRunner {
            outcome = .interrupted
        } else if let crashSignal, Self.stopSignals.contains(crashSignal) {
            outcome = .stoppedFromOutside(signal: crashSignal)
        } else if let crash {
            outcome = .crashed(crash)
        } else if !stream.runStarted, !runStarted, output.status != 0 {
            outcome = .didNotBuild(compilerErrors, firstLine: firstErrorLine)
        } else if stream.runEnded, output.status == 0, failedTests.isEmpty {
            outcome = .passed
        } else if stream.runEnded, !failedTests.isEmpty || !issues.isEmpty {
            outcome = .failed
        } else if output.endedBySignal {
            outcome = .crashed("the tests stopped with signal \(output.status - 128)")
        } else {
            outcome = .unrecognized(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
        }
    }

    static func isExpansion(_ path: some StringProtocol) -> Bool {
        path.hasPrefix("macro expansion ") || path.contains("@__swiftmacro_")
    }

    static let stopSignals: Set<Int32> = [1, 2, 9, 15]

    public static let timeLimitMark = "Time limit was exceeded"

    static func compilerError(in line: String) -> CompilerError? {
        guard
            let match = line.wholeMatch(
                of: /(macro expansion [#@][\w.]+|\S.*?\.swift):(\d+):(\d+): error: (.*)/),
            let number = Int(match.2), let column = Int(match.3)
        else { return nil }
        let path = String(match.1)
        let macro = path.hasPrefix("macro expansion #") ? path.dropFirst(16) : nil
        return CompilerError(
            path: path, line: number, column: column, message: String(match.4), macro: macro.map(String.init))
    }
}

// MARK: - Stopping a run that never ends

extension StopRule {
    /// Once a test in `events` is past its time limit and the stream shows nothing new for ten
    /// seconds (enough for a test that heeds cancellation), the run is stuck. The stream, not
    /// the console: a hung test process never flushes its console buffer.
    public static func testPastTimeLimit(
        eventStream events: URL,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) -> StopRule {
        let stream = GrowingFile(events, now: now)
        return StopRule { stream.hasShown(TestRunReport.timeLimitMark) && stream.quiet >= .seconds(10) }
    }
}

/// A file another program is still writing: whether `mark` is in it yet, and since when it
/// has not grown. An exercise's event stream is small enough to read whole each second.
final class GrowingFile: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private let url: URL
    private let now: @Sendable () -> ContinuousClock.Instant
    private var size = 0
    private var lastGrowth: ContinuousClock.Instant
    private var shown = false

    init(_ url: URL, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.url = url
        self.now = now
        lastGrowth = now()
    }

    var quiet: Duration { lock.withLock { now() - lastGrowth } }

    func hasShown(_ mark: String) -> Bool {
        lock.withLock {
            if let data = try? Data(contentsOf: url), data.count != size {
                size = data.count
                lastGrowth = now()
                shown = shown || data.range(of: Data(mark.utf8)) != nil
            }
            return shown
        }
    }
}
