// An exercise's debrief (`DEBRIEF.md`), printed by `workbook check N` the first time the
// exercise passes and remembered in `.workbook-progress` at the workbook's root (git ignores
// it), so later passes only name the file.

import Foundation

/// `.workbook-progress`: a `debrief NN` line for each debrief shown, only ever appended to,
/// so no line a learner wrote is lost; a file that can't be read counts as empty.
public struct ExerciseProgress: Sendable {
    public static let fileName = ".workbook-progress"
    public var url: URL

    public init(root: URL) {
        url = root.appendingPathComponent(Self.fileName)
    }

    /// The exercises whose debrief has been shown.
    public func unlockedDebriefs() -> Set<Int> {
        // Only a regular file, and only its first megabyte: reading a FIFO would wait for a writer.
        guard isRegularFile, let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        let text = String(decoding: (try? handle.read(upToCount: 1 << 20)) ?? Data(), as: UTF8.self)
        return Set(
            text.split(whereSeparator: \.isNewline).compactMap { line in
                line.wholeMatch(of: /\s*debrief\s+(\d{1,3})(?:\s+\S+)?\s*/).flatMap { Int($0.1) }
            })
    }

    /// Records that `exercise`'s debrief has been shown, at its first pass.
    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        let failure = "could not record the debrief in \(Self.fileName), so the next pass shows it again"
        let line = "debrief \(exercise.code) \(time.formatted(.iso8601))\n"
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else { throw .failure("\(failure): it is not a regular file") }
        do {
            guard exists else {
                let header =
                    "# Written by 'workbook check': the debriefs you have unlocked. Git ignores this file.\n"
                return try Data((header + line).utf8).write(to: url)
            }
            let handle = try FileHandle(forUpdating: url)
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            var addition = line
            if end > 0 {
                // A last line without its newline must not run into the new one.
                try handle.seek(toOffset: end - 1)
                if try handle.read(upToCount: 1) != Data("\n".utf8) { addition = "\n" + addition }
            }
            try handle.write(contentsOf: Data(addition.utf8))
        } catch {
            throw .failure("\(failure): \(error.localizedDescription)")
        }
    }

    private var isRegularFile: Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }
}

/// An exercise's `DEBRIEF.md` for the terminal: as written, less its HTML comments (notes
/// for whoever edits it); bytes that are not UTF-8 show as "�" rather than hiding it all.
public enum Debrief {
    public static let fileName = "DEBRIEF.md"

    public static func lines(of data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline
        )
        .map(String.init).filter { !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
    }
}
