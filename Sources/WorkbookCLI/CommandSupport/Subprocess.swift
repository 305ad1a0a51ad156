// Runs another program (`swift test`, `git`, `cp`) and collects what it printed, line by line
// as it comes. Only the production tools of the exercise runner and the change requests use
// it, behind protocols their tests swap for recordings. Stopping the runner in any way
// (Ctrl-C, SIGTERM, SIGHUP), or cancelling the task that runs the program, ends the program
// and everything it started, and no run waits on a program that has ended: what is left of
// its process group is killed.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - The result

/// What a finished program printed (standard output and error, interleaved) and its status.
public struct ProcessOutput: Sendable, Equatable {
    /// Standard output and standard error, in the order the program wrote them — or only
    /// standard output, when the run kept errors apart (see ``errorText``).
    public var text: String
    /// Standard error, when the run kept it apart from ``text``; empty otherwise.
    public var errorText = ""
    /// The exit status; 128 + N when signal N ended the program.
    public var status: Int32
    /// Swift Testing's event stream (JSON Lines, version 0), when the run wrote one.
    public var events: String?
    /// Whether the runner stopped the program because it had not ended by itself in time
    /// once its ``StopRule``'s sign was seen.
    public var stoppedByRule = false
    /// Whether the runner began stopping the program, still running, because the runner itself
    /// was stopped (Ctrl-C, SIGTERM, SIGHUP) or the task that ran it was cancelled: however the
    /// program then ended, even killed after ignoring Ctrl-C, it was stopped, not broken.
    public var stoppedByRunner = false

    /// Whether a signal ended the program (a crash or Ctrl-C) rather than a normal exit.
    public var endedBySignal: Bool { status > 128 }

    /// What a program printed and how it ended.
    public init(text: String, errorText: String = "", status: Int32, events: String? = nil) {
        self.text = text
        self.errorText = errorText
        self.status = status
        self.events = events
    }
}

/// Why a program could not be started at all.
public enum SubprocessError: Error, Equatable {
    /// The program is not on the `PATH`.
    case notFound(String)
    /// Starting it failed for another reason.
    case couldNotStart(String, reason: String)
}

/// A sign that a program will never end by itself, looked for about once a second while it
/// runs; once seen, the program gets `grace` more to end, then is stopped as Ctrl-C would
/// stop it. For `swift test`, the sign is a test past its time limit: Swift Testing cancels
/// the test, but a test awaiting what never comes can't be cancelled, and the run would wait
/// for it forever.
public struct StopRule: Sendable {
    /// How long the program may still run once the sign is seen.
    public var grace: Duration
    /// Whether the sign is there now, given how long the program has printed nothing (asked
    /// from the thread that waits for the program).
    public var isSeen: @Sendable (_ quiet: Duration) -> Bool

    public init(grace: Duration, isSeen: @escaping @Sendable (_ quiet: Duration) -> Bool) {
        self.grace = grace
        self.isSeen = isSeen
    }
}

// MARK: - Running

/// Starts programs found on the `PATH` and waits for them without blocking the main actor.
public enum Subprocess {
    /// How long a stopped program may take to end by itself before it is killed.
    static let gracePeriod: Duration = .seconds(3)
    /// How long output may stay open once the program has ended: a process it left behind
    /// (a server it started, a stuck child) holds the pipe, and the run must not wait for it.
    static let drainPeriod: Duration = .seconds(2)
    /// Held while a program is being started, so no other start inherits its pipe.
    static let starting = NSLock()

    /// Runs `program` with `arguments` in `directory`, with the environment of this process
    /// plus the variables in `set`, less those named in `unset`; `onLine` sees each line
    /// of output as it arrives (from another thread); `stopRule`, when given, stops a
    /// program that shows its sign of never ending. Cancelling the calling task stops the
    /// program as Ctrl-C would, and returns what it printed until then.
    public static func run(
        _ program: String, _ arguments: [String], in directory: URL, set: [String: String] = [:],
        unset: [String] = [], separateErrors: Bool = false, stopRule: StopRule? = nil,
        onLine: (@Sendable (String) -> Void)? = nil
    ) async throws(SubprocessError) -> ProcessOutput {
        var environment = ProcessInfo.processInfo.environment.merging(set) { _, new in new }
        for name in unset { environment[name] = nil }
        let request = Request(
            program: program, arguments: arguments, directory: directory.path, environment: environment,
            separateErrors: separateErrors, stopRule: stopRule, onLine: onLine, cancelled: CancelFlag())
        let result: Result<ProcessOutput, SubprocessError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A thread of its own: it blocks in poll(2) while the program runs.
                Thread { continuation.resume(returning: request.runBlocking()) }.start()
            }
        } onCancel: {
            request.cancelled.set()
        }
        return try result.get()
    }

    /// One run, carried to the thread that waits for it.
    private struct Request: Sendable {
        var program: String
        var arguments: [String]
        var directory: String
        var environment: [String: String]
        var separateErrors: Bool
        var stopRule: StopRule?
        var onLine: (@Sendable (String) -> Void)?
        /// Set when the task that asked for the run is cancelled.
        var cancelled: CancelFlag

        func runBlocking() -> Result<ProcessOutput, SubprocessError> {
            let errorFile = FileManager.default.temporaryDirectory
                .appendingPathComponent("workbook-stderr-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: errorFile) }
            if cancelled.value {
                // Cancelled before it started: there is nothing to run, nor to stop.
                var output = ProcessOutput(text: "", status: 128 + SIGINT)
                output.stoppedByRunner = true
                return .success(output)
            }
            let started = Subprocess.starting.withLock { start(errorFile: errorFile) }
            let child: ChildProcess
            let output: Int32
            switch started {
            case .success(let run):
                (child, output) = run
            case .failure(let error):
                return .failure(error)
            }
            let collected = child.collectOutput(
                from: output, stopRule: stopRule, cancelled: cancelled, onLine: onLine)
            close(output)
            let status = child.waitForExit()
            if status == 127 {
                return .failure(.notFound(program))
            }
            let errors = (try? Data(contentsOf: errorFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            var result = ProcessOutput(
                text: String(decoding: collected.data, as: UTF8.self), errorText: errors, status: status)
            result.stoppedByRule = collected.stoppedByRule
            result.stoppedByRunner = collected.stoppedByRunner
            return .success(result)
        }

        /// Starts the program, its output going to a new pipe (and its errors to `errorFile`
        /// when they are kept apart); returns it and the pipe's end to read.
        private func start(errorFile: URL) -> Result<(ChildProcess, output: Int32), SubprocessError> {
            // Called holding `starting`, and every descriptor is close-on-exec from the moment
            // it is made: a program another thread starts meanwhile must not inherit this
            // run's pipe, or this run would wait for that program to end before its own output.
            var outputPipe: [Int32] = [-1, -1]
            guard pipe(&outputPipe) == 0 else {
                return .failure(.couldNotStart(program, reason: String(cString: strerror(errno))))
            }
            for descriptor in outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            let errorDescriptor =
                separateErrors
                ? open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) : outputPipe[1]
            let spawned = ChildProcess.spawn(
                // `cd` then `exec`: the shell finds the program on the PATH (127 if it can't).
                ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory, program] + arguments,
                environment: environment, output: outputPipe[1],
                error: errorDescriptor >= 0 ? errorDescriptor : outputPipe[1])
            close(outputPipe[1])
            if separateErrors, errorDescriptor >= 0 { close(errorDescriptor) }
            switch spawned {
            case .success(let child):
                return .success((child, outputPipe[0]))
            case .failure(let error):
                close(outputPipe[0])
                return .failure(error)
            }
        }
    }
}

// MARK: - Stopping the runner

/// Ctrl-C, SIGTERM and SIGHUP while a command runs programs: remembered, and passed on.
///
/// The handler does only what is async-signal-safe: it writes the signal's number to a
/// pipe, saving and restoring `errno`. The thread waiting for a program watches that pipe
/// and ends the program and everything it started; the commands ask ``received``.
public enum Interrupt {
    /// The signals that stop the runner.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The pipe the handler writes to, made before any handler is installed.
    fileprivate static let wakeUp: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }()

    private static let state = LockedSignal()

    /// The first signal that stopped the runner since ``install()``, if any.
    public static var receivedSignal: Int32? {
        drain()
        return state.value
    }

    /// Whether a stopping signal arrived since ``install()``.
    public static var received: Bool { receivedSignal != nil }

    /// Catches SIGINT, SIGTERM and SIGHUP from now on (again and again changes nothing).
    public static func install() {
        _ = wakeUp
        for number in signals {
            signal(number) { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(Interrupt.wakeUp.write, &byte, 1)
                errno = saved
            }
        }
    }

    /// Puts back the defaults (each signal ends the process) and forgets what arrived.
    public static func uninstall() {
        for number in signals {
            signal(number, SIG_DFL)
        }
        drain()
        state.reset()
    }

    /// Reads what the handler wrote; the first signal is kept.
    fileprivate static func drain() {
        var byte: UInt8 = 0
        while wakeUp.read >= 0, read(wakeUp.read, &byte, 1) == 1 {
            state.record(Int32(byte))
        }
    }
}

/// Whether the task that started a run was cancelled: set from its cancellation handler,
/// read on the thread that waits for the program.
private final class CancelFlag: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var isSet = false

    var value: Bool { lock.withLock { isSet } }

    func set() {
        lock.withLock { isSet = true }
    }
}

/// The signal that arrived, behind a lock: read on the main actor, set on the waiting thread.
private final class LockedSignal: @unchecked Sendable {
    // `@unchecked`: every access goes through `lock`.
    private let lock = NSLock()
    private var signal: Int32?

    var value: Int32? { lock.withLock { signal } }

    func record(_ number: Int32) {
        lock.withLock {
            if signal == nil { signal = number }
        }
    }

    func reset() {
        lock.withLock { signal = nil }
    }
}

// MARK: - One child process

/// A started program, in a process group of its own, and how to wait for it or end it.
private struct ChildProcess {
    let pid: pid_t

    /// How SwiftPM's message about a build folder in use by another instance ends.
    static let waitingMark = "waiting until that process has finished execution..."

    /// Starts `arguments[0]` with a clean signal state in a new process group.
    static func spawn(_ arguments: [String], environment: [String: String], output: Int32, error: Int32)
        -> Result<ChildProcess, SubprocessError>
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
        // Its own process group, so the terminal's Ctrl-C reaches only the runner, which
        // passes it on; default signal handling and no blocked signals, whatever the runner has.
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else {
            return .failure(.couldNotStart(arguments[0], reason: String(cString: strerror(code))))
        }
        return .success(ChildProcess(pid: pid))
    }

    /// What ``collectOutput(from:stopRule:cancelled:onLine:)`` gathered.
    struct Collected {
        var data = Data()
        /// Whether `stopRule` ended the program.
        var stoppedByRule = false
        /// Whether a stopping signal or `cancelled` came while the program ran, so it was
        /// stopped.
        var stoppedByRunner = false
    }

    /// Reads `descriptor` to its end, passing on each line; a stopping signal, `cancelled`, or
    /// the end of `stopRule`'s grace once its sign is seen, ends the program (and what it
    /// started) first, then reading goes on to the end. Once the program has ended, something it left running
    /// may hold the output open: after ``Subprocess/drainPeriod``, what is left of its process
    /// group is killed and reading stops. The program itself is waited for afterwards, so its
    /// process ID (and group ID) can't be reused meanwhile.
    func collectOutput(
        from descriptor: Int32, stopRule: StopRule?, cancelled: CancelFlag,
        onLine: (@Sendable (String) -> Void)?
    ) -> Collected {
        var collected = Collected()
        var pending = Data()
        var stopped = false
        let clock = ContinuousClock()
        var nextLook = clock.now
        var deadline: ContinuousClock.Instant?
        var drainDeadline: ContinuousClock.Instant?
        var lastOutput = clock.now
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if drainDeadline == nil, hasExited() {
                drainDeadline = clock.now + Subprocess.drainPeriod
            }
            if let drainDeadline, clock.now >= drainDeadline {
                // The program is gone, yet something it started still holds its output.
                killGroupRemnants()
                break
            }
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: Interrupt.wakeUp.read, events: Int16(POLLIN), revents: 0),
            ]
            // A short timeout too: the main actor may have read the wake-up byte first.
            let ready = poll(&watched, stopped ? 1 : 2, 200)
            if ready < 0, errno != EINTR { break }
            // Once the program has ended there is nothing to stop: the drain above ends the run.
            if drainDeadline != nil { stopped = true }
            if !stopped, Interrupt.received || cancelled.value {
                stopped = true
                // One that ended meanwhile, by itself or in a crash, is left to say how it ended.
                if !hasExited() {
                    collected.stoppedByRunner = true
                    terminate()
                }
            }
            if !stopped, let stopRule {
                if deadline == nil, clock.now >= nextLook {
                    nextLook = clock.now + .seconds(1)
                    if stopRule.isSeen(clock.now - lastOutput) { deadline = clock.now + stopRule.grace }
                }
                if let deadline, clock.now >= deadline {
                    stopped = true
                    collected.stoppedByRule = true
                    terminate()
                }
            }
            guard ready > 0, watched[0].revents != 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            lastOutput = clock.now
            collected.data.append(contentsOf: buffer[0..<count])
            guard let onLine else { continue }
            pending.append(contentsOf: buffer[0..<count])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
            // SwiftPM's "waiting for the lock" message ends without a new line, and no more
            // output comes until the lock is free: pass it on as it is.
            if let end = pending.range(of: Data(Self.waitingMark.utf8)) {
                onLine(String(decoding: pending[pending.startIndex..<end.upperBound], as: UTF8.self))
                pending.removeSubrange(pending.startIndex..<end.upperBound)
            }
        }
        if let onLine, !pending.isEmpty {
            onLine(String(decoding: pending, as: UTF8.self))
        }
        return collected
    }

    /// Waits for the program to end; 128 + N when signal N ended it.
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return 1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Whether the program has ended, without waiting for it (it stays to be waited for).
    private func hasExited() -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// Kills what is left in the ended program's process group and waits, briefly, until
    /// it is gone.
    private func killGroupRemnants() {
        kill(-pid, SIGKILL)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while ProcessTree.groupIsRunning(pid), clock.now < deadline {
            usleep(5_000)
        }
    }

    /// Ends the program and everything it started: Ctrl-C to its group first (SwiftPM
    /// passes that on to the test process and releases its `.build` lock), then, after
    /// ``Subprocess/gracePeriod``, SIGKILL to the group and to every descendant — the test
    /// process SwiftPM starts runs in a process group of its own.
    func terminate() {
        var descendants = ProcessTree.descendants(of: pid)
        kill(-pid, SIGINT)
        let clock = ContinuousClock()
        let deadline = clock.now + Subprocess.gracePeriod
        var exited = false
        while clock.now < deadline {
            descendants.formUnion(ProcessTree.descendants(of: pid))
            if !ProcessTree.isRunning(pid) {
                exited = true
                break
            }
            usleep(20_000)
        }
        if !exited { kill(-pid, SIGKILL) }
        let survivors = descendants.filter(ProcessTree.isRunning)
        for descendant in survivors {
            kill(descendant, SIGKILL)
        }
        // SIGKILL can't be refused, but it takes a moment: wait until they are gone.
        let killDeadline = clock.now + .seconds(2)
        while survivors.contains(where: ProcessTree.isRunning), clock.now < killDeadline {
            usleep(5_000)
        }
    }
}

/// Who started whom, read from `/proc` where there is one.
enum ProcessTree {
    /// Every process below `pid` (children, their children, …); empty where `/proc` is missing.
    static func descendants(of pid: pid_t) -> Set<pid_t> {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for name in names {
            guard let child = pid_t(name), let parent = parentID(of: child) else { continue }
            children[parent, default: []].append(child)
        }
        var found: Set<pid_t> = []
        var queue = children[pid] ?? []
        while let next = queue.popLast() {
            guard found.insert(next).inserted else { continue }
            queue += children[next] ?? []
        }
        return found
    }

    /// The parent of `pid`, from the fourth field of `/proc/PID/stat`.
    static func parentID(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Whether any process of group `group` is alive and not a zombie; where `/proc` is
    /// missing, whether the group has any process at all.
    static func groupIsRunning(_ group: pid_t) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return kill(-group, 0) == 0
        }
        return names.contains { name in
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            // After the name: state, parent, process group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && fields[0] != "Z" && pid_t(fields[2]) == group
        }
    }

    /// Whether `pid` is alive and not yet a zombie waiting to be reaped.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
}
