// Runs another program (`swift test`, `git`) in a process group of its own and collects what
// it printed, passing each line on as it comes. Ctrl-C, SIGTERM or SIGHUP to the runner, a
// cancelled task or a ``StopRule`` ends the program and everything it started; so does the
// program ending while something it left behind still holds its output.

import Foundation  // and with it Glibc or Darwin

public struct ProcessOutput: Sendable, Equatable {
    public var text: String
    public var errorText = ""
    public var status: Int32
    public var events: String?
    public var stoppedByRule = false
    /// Whether the runner stopped the still-running program (a signal to the runner, a
    /// cancelled task): however it then ended, even killed, it was stopped, not broken.
    public var stoppedByRunner = false

    public var endedBySignal: Bool { status > 128 }
}

public enum SubprocessError: Error, Equatable {
    case notFound(String)
    case couldNotStart(String, reason: String)
}

/// A sign that a program will never end by itself, looked for once a second; once seen, the
/// program is stopped as Ctrl-C would stop it.
public struct StopRule: Sendable {
    public var isSeen: @Sendable () -> Bool
}

public enum Subprocess {
    static let gracePeriod: Duration = .seconds(3)
    static let drainPeriod: Duration = .seconds(2)
    /// Held while starting, so no other program inherits this run's pipes.
    static let starting = NSLock()

    /// `onLine` runs on another thread. Cancelling the task stops the program and returns
    /// what it printed until then.
    public static func run(
        _ program: String, _ arguments: [String], in directory: URL, set: [String: String] = [:],
        unset: [String] = [], separateErrors: Bool = false, stopRule: StopRule? = nil,
        onLine: (@Sendable (String) -> Void)? = nil
    ) async throws(SubprocessError) -> ProcessOutput {
        let environment = ProcessInfo.processInfo.environment.merging(set) { _, new in new }
            .filter { !unset.contains($0.key) }
        // `cd` then `exec`: the shell finds the program on the PATH, and exits 127 if it can't.
        let argv = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory.path, program] + arguments
        let cancelled = SharedFlag()
        let result: Result<ProcessOutput, SubprocessError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread {
                    continuation.resume(
                        returning: runBlocking(
                            argv, environment: environment, separateErrors: separateErrors,
                            stopRule: stopRule, cancelled: cancelled, onLine: onLine))
                }.start()
            }
        } onCancel: {
            cancelled.set()
        }
        let output = try result.get()
        if output.status == 127 { throw .notFound(program) }
        return output
    }

    private static func runBlocking(
        _ argv: [String], environment: [String: String], separateErrors: Bool, stopRule: StopRule?,
        cancelled: SharedFlag, onLine: (@Sendable (String) -> Void)?
    ) -> Result<ProcessOutput, SubprocessError> {
        var out: [Int32] = [-1, -1]
        var err: [Int32] = [-1, -1]
        let started: Result<Child, SubprocessError> = starting.withLock {
            guard pipe(&out) == 0, !separateErrors || pipe(&err) == 0 else {
                return .failure(.couldNotStart(argv[4], reason: String(cString: strerror(errno))))
            }
            for descriptor in out + err where descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            defer { for descriptor in [out[1], err[1]] where descriptor >= 0 { close(descriptor) } }
            return Child.spawn(
                argv, environment: environment, output: out[1], error: separateErrors ? err[1] : out[1])
        }
        guard case .success(let child) = started else {
            for descriptor in [out[0], err[0]] where descriptor >= 0 { close(descriptor) }
            return started.map { _ in ProcessOutput(text: "", status: 1) }
        }
        var streams = [Stream(descriptor: out[0], onLine: onLine)]
        if separateErrors { streams.append(Stream(descriptor: err[0], onLine: nil)) }
        let ending = child.collect(&streams, stopRule: stopRule, cancelled: cancelled)
        for stream in streams { close(stream.descriptor) }
        return .success(
            ProcessOutput(
                text: String(decoding: streams[0].data, as: UTF8.self),
                errorText: separateErrors ? String(decoding: streams[1].data, as: UTF8.self) : "",
                status: child.waitForExit(), stoppedByRule: ending == .rule,
                stoppedByRunner: ending == .runner))
    }
}

private struct Stream {
    let descriptor: Int32
    let onLine: (@Sendable (String) -> Void)?
    var data = Data()
    var pending = Data()

    /// SwiftPM's "waiting for the lock" message ends without a newline, and nothing follows
    /// until the lock is free: it is passed on as it is.
    static let waitingMark = Data("waiting until that process has finished execution...".utf8)

    mutating func take(_ bytes: ArraySlice<UInt8>) {
        data.append(contentsOf: bytes)
        guard let onLine else { return }
        pending.append(contentsOf: bytes)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            onLine(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        if let end = pending.range(of: Self.waitingMark)?.upperBound {
            onLine(String(decoding: pending[..<end], as: UTF8.self))
            pending.removeSubrange(..<end)
        }
    }

    mutating func finish() {
        if let onLine, !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
    }
}

// MARK: - Stopping the runner

/// Ctrl-C, SIGTERM and SIGHUP while a command runs programs: remembered, and passed on. The
/// handler only writes a byte to a pipe the waiting thread watches.
public enum Interrupt {
    fileprivate static let wakeUp: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }()

    private static let seen = SharedFlag()

    public static var received: Bool {
        var byte: UInt8 = 0
        while wakeUp.read >= 0, read(wakeUp.read, &byte, 1) == 1 { seen.set() }
        return seen.isSet
    }

    public static func install() {
        _ = wakeUp
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(Interrupt.wakeUp.write, &byte, 1)
                errno = saved
            }
        }
    }
}

private final class SharedFlag: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

// MARK: - One child process

private struct Child {
    let pid: pid_t

    enum Ending { case byItself, rule, runner }

    /// Starts `argv[0]` in a new process group with default signal handling, so the
    /// terminal's Ctrl-C reaches only the runner, which passes it on.
    static func spawn(_ argv: [String], environment: [String: String], output: Int32, error: Int32)
        -> Result<Child, SubprocessError>
    {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = none
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard code == 0 else {
            return .failure(.couldNotStart(argv[0], reason: String(cString: strerror(code))))
        }
        return .success(Child(pid: pid))
    }

    /// Reads `streams` to their end. A signal, cancellation or the stop rule ends the program first;
    /// once it has ended, what still holds the output gets ``Subprocess/drainPeriod``, then its group
    /// is killed. The child is reaped only afterwards, so its IDs can't be reused meanwhile.
    func collect(_ streams: inout [Stream], stopRule: StopRule?, cancelled: SharedFlag) -> Ending {
        var ending = Ending.byItself
        let clock = ContinuousClock()
        var nextLook = clock.now
        var drainDeadline: ContinuousClock.Instant?
        var open = Array(streams.indices)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        #if os(Linux)
            // pidfd_open(2), which Swift's Glibc doesn't declare: readable once the program has ended.
            typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
            let exitNotice =
                dlsym(nil, "pidfd_open").map { unsafeBitCast($0, to: PidfdOpen.self)(pid, 0) } ?? -1
        #else
            let exitNotice: Int32 = -1  // poll ignores it; the timeout notices the end
        #endif
        defer { if exitNotice >= 0 { close(exitNotice) } }
        // Until the output ends and the program too: one that closed its output still runs.
        while !open.isEmpty || !hasExited() {
            if drainDeadline == nil, hasExited() { drainDeadline = clock.now + Subprocess.drainPeriod }
            if let drainDeadline, clock.now >= drainDeadline {
                kill(-pid, SIGKILL)
                waitUntilGone { ProcessTable.members(ofGroup: pid).contains(where: ProcessTable.isRunning) }
                break
            }
            if drainDeadline == nil, ending == .byItself {
                if Interrupt.received || cancelled.isSet {
                    ending = .runner
                } else if let stopRule, clock.now >= nextLook {
                    nextLook = clock.now + .seconds(1)
                    if stopRule.isSeen() { ending = .rule }
                }
                if ending != .byItself { terminate() }
            }
            var descriptors = open.map { streams[$0].descriptor }
            // Both until the program has ended, the wake-up pipe only until it is stopped; poll skips -1.
            if drainDeadline == nil {
                descriptors += [ending == .byItself ? Interrupt.wakeUp.read : -1, exitNotice]
            }
            var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // A timeout too: the main actor may have read the wake-up byte first.
            guard poll(&watched, nfds_t(watched.count), 200) > 0 else { continue }
            for (slot, index) in open.enumerated().reversed() where watched[slot].revents != 0 {
                let count = read(streams[index].descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    open.remove(at: slot)
                } else {
                    streams[index].take(buffer[..<count])
                }
            }
        }
        for index in streams.indices { streams[index].finish() }
        return ending
    }

    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return 1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Whether the program has ended, leaving it to be reaped: `kill(pid, 0)` would still
    /// succeed for the zombie on Darwin.
    func hasExited() -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// Ctrl-C to the program's group (SwiftPM passes it on and releases its `.build` lock);
    /// after ``Subprocess/gracePeriod``, SIGKILL to the group and every descendant found —
    /// SwiftPM runs the test process in a process group of its own.
    func terminate() {
        var descendants = ProcessTable.descendants(of: pid)
        kill(-pid, SIGINT)
        let clock = ContinuousClock()
        let deadline = clock.now + Subprocess.gracePeriod
        while !hasExited(), clock.now < deadline {
            descendants.formUnion(ProcessTable.descendants(of: pid))
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        let survivors = descendants.filter(ProcessTable.isRunning)
        for descendant in survivors { kill(descendant, SIGKILL) }
        waitUntilGone { survivors.contains(where: ProcessTable.isRunning) }
    }

    /// SIGKILL can't be refused, but it takes a moment.
    private func waitUntilGone(_ anyLeft: () -> Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while anyLeft(), clock.now < deadline { usleep(5_000) }
    }
}
