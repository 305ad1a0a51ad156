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
