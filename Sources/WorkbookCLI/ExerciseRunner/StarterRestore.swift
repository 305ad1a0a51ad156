// Putting an exercise's starter back without ever losing the learner's work: their files are
// first copied, byte for byte (hidden ones and files that aren't UTF-8 too), to a new
// timestamped folder under `.workbook-backups/` that nothing deletes; the starter is then
// written to a staging folder and swapped in whole, or not at all. It asks nobody anything.

import Foundation

/// Backs up an exercise's `Sources/` and swaps the starter in.
public enum StarterRestore {
    /// Every file under `folder`, hidden ones too, relative path → bytes.
    public static func read(_ folder: URL) throws(CommandError) -> [String: Data] {
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
    public static func allFiles(in folder: URL) -> [String] {
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
    public static func backUp(_ files: [String: Data], of exercise: Exercise, in root: URL, at date: Date)
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
    public static func swapIn(_ starter: [String: Data], for folder: URL) throws(CommandError) {
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
    public static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { Exercise.twoDigits(value ?? 0) }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))"
            + "\(two(parts.second))Z"
    }
}
