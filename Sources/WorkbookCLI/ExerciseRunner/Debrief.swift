// An exercise's debrief (`DEBRIEF.md`), printed by `workbook check N` the first time the
// exercise passes, and the progress file at the workbook's root (git ignores it) that
// remembers that and when each exercise was started, so a first pass can say how long it took.

import Foundation

/// `.workbook-progress`: `start NN <time>` when `check`, `hint` or `exercises` first names an
/// exercise, `debrief NN <time>` when its debrief is shown. Only ever appended to, so no line a
/// learner wrote is lost; a file that can't be read counts as empty, a line without a time still counts.
public struct ExerciseProgress: Sendable {
    public static let fileName = ".workbook-progress"
    public var url: URL

    public init(root: URL) { url = root.appendingPathComponent(Self.fileName) }

    public func unlockedDebriefs() -> Set<Int> { Set(records("debrief").map(\.number)) }

    /// Whole minutes from the exercise's start to its debrief, when both lines have a time.
    public func timeToPass(of exercise: Exercise) -> String? {
        let time = { (kind: String) in records(kind).first { $0.number == exercise.number }?.time ?? nil }
        guard let start = time("start"), let pass = time("debrief"), pass >= start else { return nil }
        let minutes = Int(pass.timeIntervalSince(start) / 60)
        return
            "Done \(minutes < 1 ? "<1" : "\(minutes)") minute\(minutes > 1 ? "s" : "") after you started it."
    }

    /// Only for the minutes a pass reports: a file that can't take the line loses nothing else.
    public static func recordStart(of exercise: Exercise, in catalog: ExerciseCatalog) {
        let progress = ExerciseProgress(root: catalog.root)
        guard !progress.records("start").contains(where: { $0.number == exercise.number }) else { return }
        try? progress.append("start \(exercise.code)", at: ExerciseTools.current.now(), failure: "")
    }

    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        let failure = "could not record the debrief in \(Self.fileName), so the next pass shows it again"
        try append("debrief \(exercise.code)", at: time, failure: failure)
    }

    private func append(_ record: String, at time: Date, failure: String) throws(CommandError) {
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else { throw .failure("\(failure): it is not a regular file") }
        let header = "# Written by 'workbook': exercises started, debriefs unlocked. Git ignores this file.\n"
        // What was there stays byte for byte; a last line without its newline gets one first.
        guard var data = exists ? try? Data(contentsOf: url) : Data(header.utf8) else {
            throw .failure("\(failure): it can't be read")
        }
        if let last = data.last, last != UInt8(ascii: "\n") { data.append(UInt8(ascii: "\n")) }
        data.append(Data("\(record) \(time.formatted(.iso8601))\n".utf8))
        do {
            try data.write(to: url)
        } catch {
            throw .failure("\(failure): \(error.localizedDescription)")
        }
    }

    private func records(_ kind: String) -> [(number: Int, time: Date?)] {
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
