// Where a change request is measured: a copy of the package under `.build/change-request/`,
// never the learner's own files. The copy keeps each file's modification time and always
// lives at the same path, with a build folder of its own beside it, so a second run builds
// only what the patches change. `git apply` patches it, `swift test` runs there, and the
// copy is removed at the end; the build folder stays as a cache.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What measuring a change request needs from outside the process: a scratch copy of the
/// package, `git apply` and `swift test`. Production uses ``ScratchWorkshop``; tests a
/// workshop that answers from recordings.
@MainActor
public protocol ChangeRequestWorkshop {
    /// Copies the package at `root` to a folder of its own; returns that folder.
    func makeScratchCopy(of root: URL) async throws(CommandError) -> URL
    /// Applies `patch` to the copy in `scratch`.
    func apply(_ patch: URL, in scratch: URL) async throws(CommandError)
    /// Runs `swift test` followed by `arguments` in the copy, reporting how far it is.
    func swiftTest(
        _ arguments: [String], in scratch: URL, progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(CommandError) -> ProcessOutput
    /// Removes the copy.
    func removeScratchCopy(_ scratch: URL)
}

/// The real workshop: a copy under `.build/change-request/`, git, and SwiftPM.
@MainActor
public final class ScratchWorkshop: ChangeRequestWorkshop {
    /// The folder that holds the copy, its build folder and the lock, from the package root.
    public static let folder = ".build/change-request"
    /// What is never copied: git's data, build folders, SwiftPM's and `workbook reset`'s state.
    static func isCopied(_ name: String) -> Bool {
        !name.hasPrefix(".build") && ![".git", ".swiftpm", ".workbook-backups"].contains(name)
    }

    /// How long a run may show nothing new (no console line, no test event) before it is
    /// taken for hung and stopped: far longer than any one build step or test here takes.
    nonisolated static let quietLimit: Duration = .seconds(300)

    private let base: URL
    private var lock: Int32 = -1

    /// A workshop for the package at `root`.
    public init(root: URL) {
        base = root.appendingPathComponent(Self.folder)
    }

    /// The copy's build folder, kept between runs.
    var buildFolder: URL { base.appendingPathComponent("build") }

    /// Copies the package at `root` to `.build/change-request/package`, holding the lock.
    public func makeScratchCopy(of root: URL) async throws(CommandError) -> URL {
        let manager = FileManager.default
        let copy = base.appendingPathComponent("package")
        do {
            try manager.createDirectory(at: base, withIntermediateDirectories: true)
        } catch {
            throw .failure("can't create \(Self.folder): \(error.localizedDescription)")
        }
        try takeLock()
        // From here on Ctrl-C, SIGTERM and SIGHUP end the program running and let the
        // measurement stop cleanly, removing the copy.
        Interrupt.install()
        // A copy left by a run that was killed is out of date: start again.
        try? manager.removeItem(at: copy)
        let names = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter(Self.isCopied)
            .sorted()
        do {
            try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        } catch {
            throw .failure("can't create the scratch copy in \(Self.folder): \(error.localizedDescription)")
        }
        // `cp -p` keeps modification times: SwiftPM then sees unchanged files as unchanged.
        let output = try await run("cp", ["-Rp", "--"] + names + [copy.path], in: root)
        guard output.status == 0 else {
            throw .failure("can't copy the package to \(Self.folder): \(Self.firstLine(of: output))")
        }
        return copy
    }

    /// Applies `patch` to the copy with `git apply`.
    public func apply(_ patch: URL, in scratch: URL) async throws(CommandError) {
        // The copy sits inside the learner's repository: the ceiling stops git from finding
        // it, so paths in the patch are read from the copy's root.
        let output = try await run(
            "git", ["apply", "--whitespace=nowarn", patch.path], in: scratch,
            set: ["GIT_CEILING_DIRECTORIES": base.path])
        guard output.status == 0 else {
            throw .failure(
                "\(patch.lastPathComponent) does not apply to this workbook's code "
                    + "(\(Self.firstLine(of: output))). The patches are made against the modules as "
                    + "committed: if you changed Sources/ or Tests/, stash your changes; if the modules "
                    + "moved on, ChangeRequests/README.md says how to regenerate the patches.")
        }
    }

    /// Runs `swift test` in the copy, with the build folder kept between runs and no exercises.
    public func swiftTest(
        _ arguments: [String], in scratch: URL, progress: @escaping @Sendable (TestRunProgress) -> Void
    ) async throws(CommandError) -> ProcessOutput {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-change-request-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let reader = ProgressReader(report: progress)
        // No exercise targets (no folder is called `none-…`): the change touches none of
        // them, and leaving them out more than halves the build.
        let environment = ["WORKBOOK_EXERCISE": "none", "NO_COLOR": "1", "SWT_SF_SYMBOLS_ENABLED": "0"]
        let options = [
            "--scratch-path", buildFolder.path, "--event-stream-output-path", events.path,
            "--event-stream-version", "0",
        ]
        var output: ProcessOutput
        do {
            output = try await Subprocess.run(
                "swift", ["test"] + options + arguments, in: scratch, set: environment,
                unset: ["WORKBOOK_SOLUTIONS"],
                stopRule: .testPastTimeLimit(eventStream: events, quietLimit: Self.quietLimit),
                onLine: { reader.read($0) })
        } catch .notFound {
            throw .failure("'swift' is not on your PATH, so nothing can be built. Install a Swift toolchain.")
        } catch {
            throw .failure("could not run 'swift test': \(error).")
        }
        output.events = (try? Data(contentsOf: events)).map { String(decoding: $0, as: UTF8.self) }
        return output
    }

    /// Removes the copy and lets go of the lock; the build folder stays.
    public func removeScratchCopy(_ scratch: URL) {
        try? FileManager.default.removeItem(at: scratch)
        Interrupt.uninstall()
        if lock >= 0 {
            close(lock)
            lock = -1
        }
    }

    // MARK: - Helpers

    /// One run at a time per workbook: a second would overwrite the first one's copy.
    private func takeLock() throws(CommandError) {
        let path = base.appendingPathComponent("lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .failure("can't open \(Self.folder)/lock: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .failure(
                "another 'workbook change-request' is measuring in this workbook (it holds "
                    + "\(Self.folder)/lock); let it finish or stop it, then try again.")
        }
        lock = descriptor
    }

    private func run(_ program: String, _ arguments: [String], in folder: URL, set: [String: String] = [:])
        async throws(CommandError) -> ProcessOutput
    {
        do {
            return try await Subprocess.run(
                program, arguments, in: folder, set: set,
                unset: ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"],
                separateErrors: true)
        } catch .notFound {
            throw .failure(
                "'\(program)' is not installed (or not on your PATH); 'workbook change-request' needs it to "
                    + "copy and patch the package.")
        } catch {
            throw .failure("could not run \(program): \(error).")
        }
    }

    private static func firstLine(of output: ProcessOutput) -> String {
        let text = output.errorText.isEmpty ? output.text : output.errorText
        return text.split(separator: "\n").first.map(String.init) ?? "exit status \(output.status)"
    }
}
