// `workbook reset N`: puts an exercise's starter back, after copying the learner's files
// (every one, hidden or not UTF-8, byte for byte) to a new timestamped folder under
// `.workbook-backups/` (never deleted). The starter comes from git's last commit, through
// ``StarterSource``; it is written to a staging folder and swapped in whole, or not at all.

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
        if current == starter.mapValues({ Data($0.utf8) }) {
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

        var backup: String?
        if current.isEmpty {
            console.print("\(exercise.relativePath)/Sources/ was empty; nothing to back up.")
        } else {
            backup = try backUp(current, of: exercise, in: catalog.root, at: tools.now())
            console.print("Backed up your \(filesPhrase(current.count)) to \(backup ?? "")/")
        }
        do {
            try swapIn(starter.mapValues { Data($0.utf8) }, for: sources)
        } catch {
            let kept = backup.map { " (a copy is in \($0)/)" } ?? ""
            throw .failure(
                "\(error.message); nothing was changed: your files in \(exercise.relativePath)/Sources/ are as they were"
                    + "\(kept). Check that the folder is writable and the disk is not full, then run "
                    + "'workbook reset \(exercise.number)' again.")
        }
        console.print("Put back the starter of exercise \(exercise.code) (\(filesPhrase(starter.count))).")
        console.print("Run 'workbook check \(exercise.number)' to see its tests fail again.")
    }

    // MARK: - Files

    private static func filesPhrase(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }

    /// Every file under `folder`, hidden ones too, relative path → bytes.
    private static func read(_ folder: URL) throws(CommandError) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in allFiles(in: folder) {
            do {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            } catch {
                throw .failure("could not read \(name): \(error.localizedDescription)")
            }
        }
        return files
    }

    /// Every regular file below `folder`, hidden ones included, relative to it.
    static func allFiles(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [])
        else { return [] }
        var names: [String] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if path.hasPrefix(base + "/") {
                names.append(String(path.dropFirst(base.count + 1)))
            }
        }
        return names.sorted()
    }

    /// Copies `files` to a new folder under `.workbook-backups/`; returns its relative path.
    static func backUp(_ files: [String: Data], of exercise: Exercise, in root: URL, at date: Date)
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
        do {
            try write(files, into: root.appendingPathComponent(relative))
        } catch {
            throw .failure(
                "could not back up your files (\(error.message)), so nothing was reset; "
                    + "check that .workbook-backups/ is writable and the disk is not full")
        }
        return relative
    }

    /// Writes `starter` to a staging folder beside `folder`, then swaps it in: on any
    /// failure the staging folder goes and `folder` stays exactly as it was.
    private static func swapIn(_ starter: [String: Data], for folder: URL) throws(CommandError) {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let token = UUID().uuidString
        let staging = parent.appendingPathComponent(".Sources-reset-\(token)")
        let old = parent.appendingPathComponent(".Sources-old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .failure("could not make a staging folder beside Sources/ (\(error.localizedDescription))")
        }
        do {
            try write(starter, into: staging)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        let hadFolder = manager.fileExists(atPath: folder.path)
        do {
            if hadFolder { try manager.moveItem(at: folder, to: old) }
        } catch {
            try? manager.removeItem(at: staging)
            throw .failure("could not move Sources/ aside (\(error.localizedDescription))")
        }
        do {
            try manager.moveItem(at: staging, to: folder)
        } catch {
            if hadFolder { try? manager.moveItem(at: old, to: folder) }
            try? manager.removeItem(at: staging)
            throw .failure("could not put the new Sources/ in place (\(error.localizedDescription))")
        }
        try? manager.removeItem(at: old)
    }

    private static func write(_ files: [String: Data], into folder: URL) throws(CommandError) {
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            } catch {
                throw .failure("could not write \(name): \(error.localizedDescription)")
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
