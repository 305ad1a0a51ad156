// The learner's progress file, `.workbook-progress` at the workbook's root (git ignores it):
// a `checked NN <time>` line at the first `workbook check` of each exercise and a
// `debrief NN <time>` line when its debrief (`DEBRIEF.md`) is shown, at its first pass — so
// later passes only name the file, and the learner sees how long each exercise took.

import Foundation

/// `.workbook-progress`: only ever appended to, so no line a learner wrote is lost; a file
/// that can't be read counts as empty.
public struct ExerciseProgress: Sendable {
    public static let fileName = ".workbook-progress"
    public var url: URL

    public init(root: URL) {
        url = root.appendingPathComponent(Self.fileName)
    }

    /// The exercises whose debrief has been shown.
    public func unlockedDebriefs() -> Set<Int> {
        Set(records(of: "debrief").map(\.exercise))
    }

    /// Whole minutes from the first check of exercise `number` to its first pass, when both
    /// were recorded with a time, in that order.
    public func minutesToPass(of number: Int) -> Int? {
        guard let checked = records(of: "checked").first(where: { $0.exercise == number })?.time,
            let passed = records(of: "debrief").first(where: { $0.exercise == number })?.time,
            passed >= checked
        else { return nil }
        return Int(passed.timeIntervalSince(checked) / 60)
    }

    /// Records the first check of `exercise`; later checks change nothing.
    public func recordCheck(of exercise: Exercise, at time: Date) throws(CommandError) {
        guard !records(of: "checked").contains(where: { $0.exercise == exercise.number }) else { return }
        try append(
            "checked \(exercise.code) \(time.formatted(.iso8601))", failure: "could not record the check in \(Self.fileName)")
    }

    public func unlockDebrief(of exercise: Exercise, at time: Date) throws(CommandError) {
        try append(
            "debrief \(exercise.code) \(time.formatted(.iso8601))",
            failure: "could not record the debrief in \(Self.fileName), so the next pass shows it again")
    }

    private func records(of kind: String) -> [(exercise: Int, time: Date?)] {
        // Only a regular file, and only its first megabyte: reading a FIFO would wait for a writer.
        guard isRegularFile, let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        let text = String(decoding: (try? handle.read(upToCount: 1 << 20)) ?? Data(), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard let match = line.wholeMatch(of: /\s*(\w+)\s+(\d{1,3})(?:\s+(\S+))?\s*/), match.1 == kind,
                let number = Int(match.2)
            else { return nil }
            return (number, match.3.flatMap { try? Date.ISO8601FormatStyle().parse(String($0)) })
        }
    }

    private func append(_ line: String, failure: String) throws(CommandError) {
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || isRegularFile else {
            throw .failure("\(failure): it is not a regular file")
        }
        do {
            guard exists else {
                let header =
                    "# Written by 'workbook check': when you first checked each exercise, and the debriefs "
                    + "you have unlocked. Git ignores this file.\n"
                return try Data((header + line + "\n").utf8).write(to: url)
            }
            let handle = try FileHandle(forUpdating: url)
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            var addition = line + "\n"
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

/// An exercise's `DEBRIEF.md` for the terminal: paragraphs and list items wrapped, code
/// blocks as written without their fences, HTML comments left out.
public enum Debrief {
    public static let fileName = "DEBRIEF.md"

    public static func lines(of markdown: String, width: Int) -> [String] {
        var output: [String] = []
        var paragraph: [String] = []
        var inCode = false
        func flush() {
            guard let first = paragraph.first else { return }
            let isItem = first.hasPrefix("- ") || first.wholeMatch(of: /\d+\.\s.*/) != nil
            output += wrap(paragraph.joined(separator: " "), width: width, indent: isItem ? 2 : 0)
            paragraph = []
        }
        // `isNewline`, not "\n": in a file saved with CRLF endings, "\r\n" is one Character.
        for raw in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                flush()
                inCode.toggle()
            } else if inCode {
                output.append(String(raw))
            } else if line.hasPrefix("<!--") && line.hasSuffix("-->") {
                continue
            } else if line.isEmpty {
                flush()
                if output.last != "" { output.append("") }
            } else {
                if line.hasPrefix("#") || line.hasPrefix("- ") || line.wholeMatch(of: /\d+\.\s.*/) != nil {
                    flush()
                }
                paragraph.append(line)
                if line.hasPrefix("#") { flush() }
            }
        }
        flush()
        while output.last == "" { output.removeLast() }
        return output
    }

    /// `text` split at spaces into lines no wider than `width` (a longer word gets a line of
    /// its own); lines after the first are indented `indent` more than `text`'s own indent.
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
