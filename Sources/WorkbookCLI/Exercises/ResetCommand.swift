// `workbook reset N`: puts an exercise's starter back, after copying the learner's files to
// a new timestamped folder under `.workbook-backups/` (never deleted). The starter comes
// from git's last commit, through ``StarterSource``.

import Foundation

/// Restores an exercise's starter files, backing up the learner's first.
enum ResetCommand: WorkbookCommand {
    static let name = "reset"
    static let summary = "Put an exercise's starter back (your files are backed up first)."
    static let usage = "workbook reset <exercise> [--yes]"
    static let details = """
        Arguments:
          <exercise>   the exercise's number, as in 'workbook exercises'

        Options:
          --yes        don't ask before resetting

        Copies your files in the exercise's Sources/ to a new folder
        .workbook-backups/NN-slug-YYYYMMDD-HHMMSSZ/ (UTC; git ignores it, and reset never
        deletes a backup), then puts the starter back as git's last commit (HEAD) has it.
        Needs git, and a workbook cloned with git.

        Exit status: 0 when reset (or nothing to do, or you said no), 1 when it can't be
        done, 64 for a bad exercise.

        Examples:
          workbook reset 3
          workbook reset 3 --yes
        """

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        let skipQuestion = arguments.flag("yes")
        let number = arguments.positional()
        try arguments.finish()
        let catalog = try ExerciseCatalog.find(console: console)
        let exercise = try catalog.exercise(number)
        let tools = ExerciseTools.current

        let starter = try await tools.starters.starterFiles(of: exercise, in: catalog.root)
        guard !starter.isEmpty else {
            throw .failure(
                "nothing to restore from: git's last commit has no starter files in \(exercise.relativePath)/Sources/."
            )
        }
        let sources = catalog.url(of: exercise, "Sources")
        let current = try read(sources)
        if current == starter {
            console.print("Exercise \(exercise.code) already holds its starter; nothing to reset.")
            return
        }

        if !skipQuestion {
            console.write(
                "This puts the starter of exercise \(exercise.code) back into \(exercise.relativePath)/Sources/; "
                    + "your files are backed up first. Continue? [y/N] ")
            guard let answer = console.readLine() else {
                console.print("")
                throw .failure("no answer to the question; add '--yes' to reset without asking.")
            }
            guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                console.print("Nothing changed.")
                return
            }
        }

        if current.isEmpty {
            console.print("\(exercise.relativePath)/Sources/ was empty; nothing to back up.")
        } else {
            let backup = try backUp(current, of: exercise, in: catalog.root, at: tools.now())
            console.print("Backed up your \(filesPhrase(current.count)) to \(backup)/")
        }
        try restore(starter, replacing: current, in: sources)
        console.print("Put back the starter of exercise \(exercise.code) (\(filesPhrase(starter.count))).")
        console.print("Run 'workbook check \(exercise.number)' to see its tests fail again.")
    }

    // MARK: - Files

    private static func filesPhrase(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }

    /// The files under `folder`, relative path → text.
    private static func read(_ folder: URL) throws(CommandError) -> [String: String] {
        var files: [String: String] = [:]
        for name in SourceFiles.list(in: folder) {
            do {
                files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            } catch {
                throw .failure("could not read \(name): \(error.localizedDescription)")
            }
        }
        return files
    }

    /// Copies `files` to a new folder under `.workbook-backups/`; returns its relative path.
    static func backUp(_ files: [String: String], of exercise: Exercise, in root: URL, at date: Date)
        throws(CommandError) -> String
    {
        let base = ".workbook-backups/\(exercise.folderName)-\(timestamp(date))"
        var relative = base
        var attempt = 1
        let manager = FileManager.default
        // Two resets in the same second get their own folders: a backup is never overwritten.
        while manager.fileExists(atPath: root.appendingPathComponent(relative).path) {
            attempt += 1
            relative = "\(base)-\(attempt)"
        }
        try write(files, into: root.appendingPathComponent(relative))
        return relative
    }

    /// Writes the starter and removes the learner's files that the starter doesn't have.
    private static func restore(
        _ starter: [String: String], replacing current: [String: String], in folder: URL
    )
        throws(CommandError)
    {
        for name in current.keys where starter[name] == nil {
            do {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            } catch {
                throw .failure("could not remove \(name): \(error.localizedDescription)")
            }
        }
        try write(starter, into: folder)
    }

    private static func write(_ files: [String: String], into folder: URL) throws(CommandError) {
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                throw .failure("could not write \(url.path): \(error.localizedDescription)")
            }
        }
    }

    /// `20261122-111500Z`: the date in UTC, sortable and safe in a file name.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { Exercise.twoDigits(value ?? 0) }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))"
            + "\(two(parts.second))Z"
    }
}
