// An exercise's debrief (`DEBRIEF.md`), printed by `workbook check N` the first time the
// exercise passes and remembered in `.workbook-progress` at the workbook's root (git ignores
// it), so later passes only name the file.

import Foundation

/// `.workbook-progress`: a `debrief NN <time>` line when an exercise's debrief is shown. Only
/// ever appended to, so no line a learner wrote is lost; a file that can't be read counts as
/// empty, and a line without a time still counts.
public struct ExerciseProgress: Sendable {
    public static let fileName = ".workbook-progress"
    public var url: URL

    public init(root: URL) { url = root.appendingPathComponent(Self.fileName) }

    public func unlockedDebriefs() -> Set<Int> {
        Set(
            text.split(whereSeparator: \.isNewline).compactMap { line in
                line.wholeMatch(of: /\s*debrief\s+(\d{1,3})(?:\s+\S+)?\s*/).flatMap { Int($0.1) }
            })
    }

    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        let failure = "could not record the debrief in \(Self.fileName), so the next pass shows it again"

        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else { throw .failure("\(failure): it is not a regular file") }
        let header = "# Written by 'workbook check': the debriefs you have unlocked. Git ignores this file.\n"
        // What was there stays byte for byte; a last line without its newline gets one first.
        var data = exists ? (try? Data(contentsOf: url)) ?? Data() : Data(header.utf8)
        if let last = data.last, last != UInt8(ascii: "\n") { data.append(UInt8(ascii: "\n")) }
        data.append(Data("debrief \(exercise.code) \(time.formatted(.iso8601))\n".utf8))
        do {
            try data.write(to: url)
        } catch {
            throw .failure("\(failure): \(error.localizedDescription)")
        }
    }

    // Only a regular file: reading a FIFO would wait for a writer.
    private var text: String {
        guard isRegularFile, let data = try? Data(contentsOf: url) else { return "" }
        return String(decoding: data, as: UTF8.self)
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
