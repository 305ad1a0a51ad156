// Turns one `swift test` run in the scratch copy into what the report says about it: the
// tests that ran and those that failed, or the compiler's errors when the tests no longer
// compile. Code under Sources/ that does not compile is not a finding but a broken patch,
// and so is a crash: those end the measurement. It runs nothing.

import Foundation

/// Reads `swift test` runs for `workbook change-request`.
enum TestOutcome {
    /// What `output`, a run in the copy at `scratch`, showed.
    ///
    /// Throws when the run says nothing about the tests: the patched sources don't compile,
    /// the build failed without a compiler error, the tests crashed or were stopped.
    static func testRun(from output: ProcessOutput, scratch: URL) throws(CommandError)
        -> ChangeRequestReport.TestRun
    {
        let report = TestRunReport(output: output)
        switch report.outcome {
        case .passed, .failed:
            var failed = output.events.map(FailedTest.all(in:)) ?? []
            if failed.isEmpty, !report.failedTests.isEmpty {
                // No event stream: the console's names are all there is.
                failed = report.failedTests.map { FailedTest(file: "", suite: "", name: $0, line: 0) }
            }
            return .ran(report.testCount, failed: failed)
        case .didNotBuild(let errors, let firstLine):
            if let broken = errors.first(where: { !relative($0.path, to: scratch).hasPrefix("Tests/") }) {
                throw .failure(
                    "the patched code does not compile, so there is nothing to measure: "
                        + describe(broken, scratch: scratch))
            }
            guard !errors.isEmpty else {
                let reason = firstLine ?? "SwiftPM printed no error (exit status \(output.status))"
                throw .failure("the build failed: \(reason)")
            }
            // In the files' order, not the order parallel compiler jobs happened to print them.
            let sorted = errors.sorted {
                ($0.path, $0.line, $0.column, $0.message) < ($1.path, $1.line, $1.column, $1.message)
            }
            var unique: [String] = []
            for error in sorted.map({ describe($0, scratch: scratch) }) where !unique.contains(error) {
                unique.append(error)
            }
            return .didNotCompile(unique)
        case .crashed(let line):
            throw .failure("the tests crashed, so there is nothing to measure: \(line)")
        case .interrupted:
            throw .failure("stopped before the measurement finished; the scratch copy is removed.")
        case .stoppedFromOutside(let signal):
            throw .failure(
                "the tests were stopped from outside (signal \(signal)), so there is nothing to measure.")
        case .timedOut(let test):
            let minutes = ScratchWorkshop.quietLimit.components.seconds / 60
            guard let test else {
                throw .failure(
                    "the run showed nothing new for \(minutes) minutes and was stopped, so there is nothing "
                        + "to measure.")
            }
            // A parameterized test is named with its arguments: "name (arguments)".
            let others = report.unfinishedTests.filter { !test.hasPrefix($0) }.count
            throw .failure(
                "the test \"\(test)\"" + (others > 0 ? " (and \(others) more)" : "")
                    + " never finished: past its time limit, or nothing new for \(minutes) minutes. The run "
                    + "was stopped, and there is nothing to measure.")
        case .unrecognized(let line):
            throw .failure(
                "'swift test' ended with status \(output.status) and no test summary; its last line: \(line)")
        }
    }

    /// The compiler's warnings in `text` about files of the copy at `scratch`, as
    /// `Sources/…/File.swift:12:5: message`, each once.
    static func warnings(in text: String, scratch: URL) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            guard let match = line.wholeMatch(of: /(\S.*?\.swift):(\d+):(\d+): warning: (.*)/) else {
                continue
            }
            let path = relative(String(match.1), to: scratch)
            guard path.hasPrefix("Sources/") || path.hasPrefix("Tests/") else { continue }
            let warning = "\(path):\(match.2):\(match.3): \(match.4)"
            if !found.contains(warning) { found.append(warning) }
        }
        return found
    }

    /// `20 of 70 failed`, `all 70 passed`, `did not compile (2 errors)`.
    static func summary(of run: ChangeRequestReport.TestRun) -> String {
        if !run.compiled {
            let count = run.compilerErrors.count
            return "did not compile (\(count) \(count == 1 ? "error" : "errors"))"
        }
        guard let total = run.tests else {
            return run.failed.isEmpty ? "all passed" : "\(run.failed.count) failed"
        }
        if run.failed.isEmpty {
            return total == 1 ? "the 1 test passed" : "all \(total) passed"
        }
        return "\(run.failed.count) of \(total) failed"
    }

    /// `Tests/MVPTests/X.swift:13:13: message`.
    static func describe(_ error: CompilerError, scratch: URL) -> String {
        "\(relative(error.path, to: scratch)):\(error.line):\(error.column): \(error.message)"
    }

    /// `path` from the copy's root, when it lies inside the copy.
    static func relative(_ path: String, to scratch: URL) -> String {
        for base in [scratch.path, scratch.resolvingSymlinksInPath().path] where path.hasPrefix(base + "/") {
            return String(path.dropFirst(base.count + 1))
        }
        return path
    }
}
