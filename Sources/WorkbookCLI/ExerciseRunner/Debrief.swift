// An exercise's debrief (`DEBRIEF.md`): what the move was, how the workbook's own code makes
// it, and what to compare — printed by `workbook check N` the first time the exercise passes,
// and remembered in `.workbook-progress` so later passes only name the file. The same file
// keeps when each exercise was first checked, so the learner sees how long it took.

import Foundation

// MARK: - What the learner has unlocked

/// The learner's progress file at the workbook's root, `.workbook-progress`: git ignores it.
/// It holds a `checked NN <time>` line for the first `workbook check` of each exercise, and
/// a `debrief NN <time>` line for each debrief shown, at the exercise's first pass — so the
/// learner can see how long each exercise took, from first check to first pass.
///
/// The file is only ever appended to, so a line this version does not understand (or one a
/// learner wrote) is never lost; a file that can't be read or parsed counts as empty, and
/// a line without a time (as older versions wrote `debrief NN`) still counts.
public struct ExerciseProgress: Sendable {
    /// The file's name, at the workbook's root.
    public static let fileName = ".workbook-progress"

    /// The file.
    public var url: URL

    /// The progress file of the workbook at `root`.
    public init(root: URL) {
        url = root.appendingPathComponent(Self.fileName)
    }

    /// The most of the file that is read: it holds a short line per exercise, so this is
    /// far more than the workbook ever writes.
    static let maximumReadSize = 1 << 20

    /// The numbers of the exercises whose debrief has been shown.
    public func unlockedDebriefs() -> Set<Int> {
        Set(records(of: "debrief").map(\.exercise))
    }

    /// Whole minutes from the first check of exercise `number` to its first pass, when both
    /// were recorded with a time, in that order; `nil` otherwise.
    public func minutesToPass(of number: Int) -> Int? {
        let checked = records(of: "checked").first { $0.exercise == number }?.time
        let passed = records(of: "debrief").first { $0.exercise == number }?.time
        guard let checked, let passed, passed >= checked else { return nil }
        return Int(passed.timeIntervalSince(checked) / 60)
    }

    /// Records the first check of `exercise`, at `time`; later checks change nothing.
    public func recordCheck(of exercise: Exercise, at time: Date) throws(CommandError) {
        guard !records(of: "checked").contains(where: { $0.exercise == exercise.number }) else { return }
        try append(
            "checked \(exercise.code) \(Self.format(time))",
            failure: "could not record the check in \(Self.fileName)")
    }

    /// Records that `exercise`'s debrief has been shown, at `time`, its first pass.
    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        try append(
            "debrief \(exercise.code) \(Self.format(time))",
            failure: "could not record the debrief in \(Self.fileName), so the next pass shows it again")
    }

    // MARK: - The file

    /// One line the workbook wrote: what happened, to which exercise, and when if it says.
    private struct Record {
        var exercise: Int
        var time: Date?
    }

    /// The lines saying `kind`, in the file's order.
    private func records(of kind: String) -> [Record] {
        // Only a regular file, and only its start: reading a FIFO would wait for a writer.
        guard isRegularFile, let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maximumReadSize) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard let match = line.wholeMatch(of: /\s*(\w+)\s+(\d{1,3})(?:\s+(\S+))?\s*/),
                match.1 == kind, let number = Int(match.2)
            else { return nil }
            return Record(
                exercise: number, time: match.3.flatMap { try? Date.ISO8601FormatStyle().parse(String($0)) })
        }
    }

    /// `time` as the file writes it: `2026-11-25T09:30:00Z`.
    private static func format(_ time: Date) -> String {
        time.formatted(Date.ISO8601FormatStyle())
    }

    /// Appends `line` after whatever the file holds, creating it with a header if need be.
    private func append(_ line: String, failure: String) throws(CommandError) {
        var addition = line + "\n"
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else { throw .failure("\(failure): it is not a regular file") }
        do {
            if !exists {
                let header =
                    "# Written by 'workbook check': when you first checked each exercise, and the debriefs you "
                    + "have unlocked. Git ignores this file.\n"
                try Data((header + addition).utf8).write(to: url)
                return
            }
            let handle = try FileHandle(forUpdating: url)
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            if end > 0 {
                try handle.seek(toOffset: end - 1)
                // A last line without its newline must not run into the new one.
                if try handle.read(upToCount: 1) != Data("\n".utf8) { addition = "\n" + addition }
            }
            try handle.write(contentsOf: Data(addition.utf8))
        } catch {
            throw .failure("\(failure): \(error.localizedDescription)")
        }
    }

    /// Whether the file is a regular file, following a symbolic link to it.
    private var isRegularFile: Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }
}

// MARK: - The debrief as text

/// An exercise's `DEBRIEF.md` laid out for the terminal.
public enum Debrief {
    /// The debrief's file name in an exercise's folder.
    public static let fileName = "DEBRIEF.md"

    /// `Exercises/NN-slug/DEBRIEF.md`.
    public static func path(of exercise: Exercise) -> String {
        exercise.relativePath + "/" + fileName
    }

    /// The debrief of `exercise` in `catalog`, if it has one; bytes that are not UTF-8 show
    /// as "�" rather than hiding the whole debrief.
    public static func markdown(of exercise: Exercise, in catalog: ExerciseCatalog) -> String? {
        let data = try? Data(contentsOf: catalog.url(of: exercise, fileName))
        return data.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `markdown` as lines no wider than `width`: paragraphs and list items are joined and
    /// wrapped (a list item's continuation indented under its text), code blocks are kept
    /// as written without their fences, and HTML comments are left out.
    public static func lines(of markdown: String, width: Int) -> [String] {
        var output: [String] = []
        var paragraph: [String] = []
        var inCode = false
        func flush() {
            guard let first = paragraph.first else { return }
            let text = paragraph.joined(separator: " ")
            let indent = first.hasPrefix("- ") || first.wholeMatch(of: /\d+\.\s.*/) != nil ? 2 : 0
            output += wrap(text, width: width, indent: indent)
            paragraph = []
        }
        // `isNewline`, not "\n": in a file saved with CRLF endings, "\r\n" is one Character.
        for raw in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                flush()
                inCode.toggle()
            } else if inCode {
                output.append(line)
            } else if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") {
                continue
            } else if trimmed.isEmpty {
                flush()
                if output.last != "" { output.append("") }
            } else if trimmed.hasPrefix("#") || trimmed.hasPrefix("- ")
                || trimmed.wholeMatch(of: /\d+\.\s.*/) != nil
            {
                flush()
                paragraph = [trimmed]
                if trimmed.hasPrefix("#") { flush() }
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        while output.last == "" { output.removeLast() }
        return output
    }

    /// `text` split at spaces into lines no wider than `width` (a word longer than that has a
    /// line of its own); the lines after the first are indented `indent` spaces more than
    /// `text`'s own leading spaces.
    public static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let lead = String(text.prefix { $0 == " " })
        let continuation = lead + String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = (lines.isEmpty ? lead : continuation) + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = continuation + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
