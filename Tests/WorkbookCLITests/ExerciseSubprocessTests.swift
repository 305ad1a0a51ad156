// Tests of starting real programs (a shell, standing in for `swift test` and git): output,
// exit status, signals — Ctrl-C must reach the program — and the environment it gets.

import Foundation
import Testing

@testable import WorkbookCLI

@Suite("Running another program", .timeLimit(.minutes(1)))
struct ExerciseSubprocessTests {
    private let here = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path)

    @Test("collects standard output and error, and the exit status")
    func outputAndStatus() async throws {
        let output = try await Subprocess.run("sh", ["-c", "echo out; echo err 1>&2; exit 3"], in: here)

        #expect(output.text.split(separator: "\n").sorted() == ["err", "out"])
        #expect(output.status == 3)
        #expect(!output.endedBySignal)
    }

    @Test("a program killed by a signal ends with 128 + the signal")
    func signal() async throws {
        let output = try await Subprocess.run("sh", ["-c", "kill -TERM $$"], in: here)

        #expect(output.status == 128 + 15)
        #expect(output.endedBySignal)
    }

    @Test("Ctrl-C reaches the program: its signals are not blocked")
    func interruptReachesTheChild() async throws {
        let output = try await Subprocess.run("sh", ["-c", "kill -INT $$; echo still running"], in: here)

        #expect(output.status == 128 + 2)
        #expect(output.text == "")
    }

    @Test("a program that hangs with its output closed is stopped by its stop rule")
    func stopRuleEndsAHang() async throws {
        // The rule fires once the program has printed, so what it printed is there to keep.
        let printed = FileManager.default.temporaryDirectory.appendingPathComponent("printed-\(UUID())")
        defer { try? FileManager.default.removeItem(at: printed) }
        let output = try await Subprocess.run(
            "sh", ["-c", "echo started; touch '\(printed.path)'; exec sleep 600 >&- 2>&-"], in: here,
            stopRule: StopRule { FileManager.default.fileExists(atPath: printed.path) })

        #expect(output.stoppedByRule)
        #expect(output.text == "started\n")
    }

    @Test(
        "a program that leaves a process holding its output still returns once it ends, and that process is killed"
    )
    func leftBehind() async throws {
        let output = try await Subprocess.run("sh", ["-c", "sleep 600 & echo $!"], in: here)

        #expect(output.status == 0)
        let sleeper = try #require(pid_t(output.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(hasEnded(sleeper), "the process left behind outlived the run")
    }

    @Test("cancelling the task that runs a program ends the program, and returns what it printed")
    func cancellation() async throws {
        let started = StartedLine()
        let run = Task {
            // `$$` is the shell's process, which `exec` turns into the sleeper.
            try await Subprocess.run("sh", ["-c", "echo $$; exec sleep 600"], in: here) { line in
                started.record(line)
            }
        }
        let sleeper = await started.first()
        run.cancel()
        let output = try await run.value

        #expect(output.endedBySignal)
        #expect(output.stoppedByRunner)
        #expect(output.text == "\(sleeper)\n")
        #expect(hasEnded(pid_t(sleeper) ?? 0), "the program outlived its cancelled task")
    }

    @Test(
        "a test past its time limit stops the run only once the event stream then stays quiet for ten seconds"
    )
    func timeLimitThenQuiet() throws {
        let url = here.appendingPathComponent("workbook-late-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ManualInstant()
        let rule = StopRule.testPastTimeLimit(eventStream: url, now: clock.now)
        try Data("{\"text\":\"Time limit was exceeded: 60.000 seconds\"}\n".utf8).write(to: url)

        #expect(!rule.isSeen())  // the issue just came
        clock.advance(by: .seconds(9))
        try append("{\"kind\":\"testEnded\"}\n", to: url)
        #expect(!rule.isSeen())  // other tests still report
        clock.advance(by: .seconds(10))
        #expect(rule.isSeen())
    }

    @Test("a program that is not installed is reported as not found")
    func notFound() async {
        await #expect(throws: SubprocessError.notFound("workbook-no-such-program")) {
            try await Subprocess.run("workbook-no-such-program", [], in: here)
        }
    }
}

/// Adds `text` to the end of the file at `url`.
private func append(_ text: String, to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
}

/// A clock's reading that moves only when a test moves it.
private final class ManualInstant: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var instant = ContinuousClock.now

    var now: @Sendable () -> ContinuousClock.Instant {
        { [self] in lock.withLock { instant } }
    }

    func advance(by duration: Duration) {
        lock.withLock { instant += duration }
    }
}

/// The first line a program printed, awaited by a test while the program runs on.
private final class StartedLine: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var line: String?
    private var waiting: CheckedContinuation<String, Never>?

    /// Keeps the first line, and hands it to whoever is waiting for it.
    func record(_ text: String) {
        let waiter: CheckedContinuation<String, Never>? = lock.withLock {
            guard line == nil else { return nil }
            line = text
            defer { waiting = nil }
            return waiting
        }
        waiter?.resume(returning: text)
    }

    /// The first line: at once if it has come, else when it does.
    func first() async -> String {
        await withCheckedContinuation { continuation in
            let known: String? = lock.withLock {
                if line == nil { waiting = continuation }
                return line
            }
            if let known { continuation.resume(returning: known) }
        }
    }
}

/// Whether `pid` is gone (or a zombie) within five seconds: a process SIGKILL reached still
/// takes a moment to end, so a test blocks on the kernel's notice that it ended (a pidfd on
/// Linux, a kqueue on macOS), with a deadline, rather than looking once or polling.
func hasEnded(_ pid: pid_t) -> Bool {
    #if canImport(Glibc)
        // pidfd_open(2), from glibc 2.36 on, which Swift's Glibc module doesn't declare.
        typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
        guard let symbol = dlsym(nil, "pidfd_open") else { return !ProcessTable.isRunning(pid) }
        let descriptor = unsafeBitCast(symbol, to: PidfdOpen.self)(pid, 0)
        guard descriptor >= 0 else { return !ProcessTable.isRunning(pid) }  // already gone
        defer { close(descriptor) }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // In steps, so a signal that interrupts the wait (EINTR) doesn't cut it short.
        for _ in 0..<50 where entry.revents == 0 { _ = poll(&entry, 1, 100) }
        return entry.revents != 0 || !ProcessTable.isRunning(pid)
    #else
        let queue = kqueue()
        defer { close(queue) }
        var change = kevent(
            ident: UInt(pid), filter: Int16(EVFILT_PROC), flags: UInt16(EV_ADD | EV_ONESHOT),
            fflags: NOTE_EXIT,
            data: 0, udata: nil)
        var event = kevent()
        var step = timespec(tv_sec: 0, tv_nsec: 100_000_000)
        // In steps, so a signal that interrupts the wait (EINTR) doesn't cut it short.
        for _ in 0..<50 {
            if kevent(queue, &change, 1, &event, 1, &step) == 1 { return true }
        }
        return !ProcessTable.isRunning(pid)
    #endif
}
