// An exercise's debrief (`DEBRIEF.md`), printed by `workbook check N` the first time the
// exercise passes and remembered in `.workbook-progress` at the workbook's root (git ignores
// it), so later passes only name the file; the same file times each exercise.

import Foundation

/// `.workbook-progress`: a `checked NN <time>` line at the first check of each exercise and a
/// `debrief NN <time>` line when its debrief is shown, so a first pass can say how long the
/// exercise took. Only ever appended to, so no line a learner wrote is lost; a file that can't
/// be read counts as empty, and a line without a time still counts.
public struct ExerciseProgress: Sendable {
    public static let fileName = ".workbook-progress"
    public var url: URL

    public init(root: URL) {
        url = root.appendingPathComponent(Self.fileName)
    }

    public func unlockedDebriefs() -> Set<Int> {
        Set(records(of: "debrief").map(\.exercise))
    }

    public func minutesToPass(of number: Int) -> Int? {
        guard let checked = records(of: "checked").first(where: { $0.exercise == number })?.time,
            let passed = records(of: "debrief").first(where: { $0.exercise == number })?.time,
            passed >= checked
        else { return nil }
        return Int(passed.timeIntervalSince(checked) / 60)
    }

    public func recordCheck(of exercise: Exercise, at time: Date) throws(CommandError) {
        guard !records(of: "checked").contains(where: { $0.exercise == exercise.number }) else { return }
        try append("checked", exercise, time, failure: "could not record the check in \(Self.fileName)")
    }

    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        try append(
            "debrief", exercise, time,
            failure: "could not record the debrief in \(Self.fileName), so the next pass shows it again")
    }

    private func records(of kind: String) -> [(exercise: Int, time: Date?)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard let match = line.wholeMatch(of: /\s*(\w+)\s+(\d{1,3})(?:\s+(\S+))?\s*/), match.1 == kind,
                let number = Int(match.2)
            else { return nil }
            return (number, match.3.flatMap { try? Date.ISO8601FormatStyle().parse(String($0)) })
        }
    }

    // Only a regular file: reading a FIFO would wait for a writer.
    private var text: String {
        guard isRegularFile, let data = try? Data(contentsOf: url) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    private func append(_ kind: String, _ exercise: Exercise, _ time: Date, failure: String)
        throws(CommandError)
    {
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else { throw .failure("\(failure): it is not a regular file") }
        let header =
            "# Written by 'workbook check': when you first checked each exercise, and the debriefs you have "
            + "unlocked. Git ignores this file.\n"
        // What was there stays byte for byte; a last line without its newline gets one first.
        var data = exists ? (try? Data(contentsOf: url)) ?? Data() : Data(header.utf8)
        if let last = data.last, last != UInt8(ascii: "\n") { data.append(UInt8(ascii: "\n")) }
        data.append(Data("\(kind) \(exercise.code) \(time.formatted(.iso8601))\n".utf8))
        do {
            try data.write(to: url)
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
