// Putting an exercise's starter back without ever losing the learner's work: their `Sources/`
// is first copied whole (hidden files and bytes that aren't UTF-8 too) to a new timestamped
// folder under `.workbook-backups/` that nothing deletes; the starter is then written to a
// staging folder and swapped in whole, or not at all.

import Foundation

public enum StarterRestore {
    public static func read(_ folder: URL) throws(CommandError) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in SourceFiles.list(in: folder, hidden: true) {
            do {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            } catch {
                throw .failure("could not read \(name): \(error.localizedDescription)")
            }
        }
        return files
    }

    public static func backUp(_ folder: URL, of exercise: Exercise, in root: URL, at date: Date)
        throws(CommandError)
        -> String
    {
        let stamp = date.formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted)).replacing(
            "T", with: "-")
        let base = ".workbook-backups/\(exercise.folderName)-\(stamp)"
        var relative = base
        var attempt = 1
        // Two resets in the same second get their own folders: a backup is never overwritten.
        while FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path) {
            attempt += 1
            relative = "\(base)-\(attempt)"
        }
        let backup = root.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(
                at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: backup)
        } catch {
            throw .failure(
                "could not back up your files (\(error.localizedDescription)), so nothing was reset; check that "
                    + ".workbook-backups/ is writable and the disk is not full")
        }
        return relative
    }

    /// Staged beside `folder`, then swapped in whole: on any failure `folder` stays as it was.
    public static func swapIn(_ starter: [String: Data], for folder: URL) throws(CommandError) {
        let manager = FileManager.default
        let token = UUID().uuidString
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".Sources-reset-\(token)")
        let old = folder.deletingLastPathComponent().appendingPathComponent(".Sources-old-\(token)")
        defer { try? manager.removeItem(at: staging) }
        for (name, bytes) in starter.sorted(by: { $0.key < $1.key }) {
            let url = staging.appendingPathComponent(name)
            do {
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            } catch {
                throw .failure("could not write \(name): \(error.localizedDescription)")
            }
        }
        let hadFolder = manager.fileExists(atPath: folder.path)
        do {
            if hadFolder { try manager.moveItem(at: folder, to: old) }
        } catch {
            throw .failure("could not move Sources/ aside (\(error.localizedDescription))")
        }
        do {
            try manager.moveItem(at: staging, to: folder)
        } catch {
            if hadFolder { try? manager.moveItem(at: old, to: folder) }
            throw .failure("could not put the new Sources/ in place (\(error.localizedDescription))")
        }
        try? manager.removeItem(at: old)
    }
}
