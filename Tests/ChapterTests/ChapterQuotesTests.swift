// Chapters and code must agree, checked on every chapter (and, for quoted code, on every
// exercise's DEBRIEF.md):
// - a code block right after `<!-- from: PATH -->` must still be in that file, a source, a
//   patch or a change request's figures.md (its lines in order and together; a `// …` line
//   skips lines between two parts);
// - the text between `<!-- begin output: workbook ARGS -->` and `<!-- end output -->`
//   must be exactly what that command prints today, so every number a chapter quotes
//   comes from the tool that measures it.

import Foundation
import Testing
import WorkbookCLI

@MainActor
@Suite("The chapters quote the code and the tools as they are")
struct ChapterQuotesTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    nonisolated static var chapterNames: [String] {
        let folder = root.appendingPathComponent("Chapters").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The exercises' debriefs, which quote the workbook's code as the chapters do.
    nonisolated static var debriefPaths: [String] {
        let folder = root.appendingPathComponent("Exercises").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.first?.isNumber == true }.sorted().map { "Exercises/\($0)/DEBRIEF.md" }
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    }

    static func lines(of chapter: String) throws -> [String] {
        try lines(atPath: "Chapters/\(chapter)")
    }

    static func lines(atPath path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    // MARK: - Quoted code

    struct Quote {
        var source: String
        var line: Int
        var code: [String]
    }

    static func quotes(in chapter: String) throws -> [Quote] {
        try quotes(inLines: lines(of: chapter))
    }

    static func quotes(inLines lines: [String]) -> [Quote] {
        var quotes: [Quote] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- from: "), line.hasSuffix(" -->") else { continue }
            let source = String(line.dropFirst("<!-- from: ".count).dropLast(" -->".count))
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                index += 1
            }
            guard index < lines.count, lines[index].hasPrefix("```") else {
                quotes.append(Quote(source: source, line: index, code: []))
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            quotes.append(Quote(source: source, line: start, code: Array(lines[start..<end])))
            index = end + 1
        }
        return quotes
    }

    /// Whether `code`'s parts (split at `// …` lines) occur in `file`, in order, each as
    /// consecutive lines; indentation and trailing spaces are ignored.
    static func file(_ file: [String], contains code: [String]) -> Bool {
        let normalise = { (line: String) in line.trimmingCharacters(in: .whitespaces) }
        let target = file.map(normalise)
        let parts = code.map(normalise).split(separator: "// …", omittingEmptySubsequences: true)
        var from = 0
        for part in parts {
            let part = Array(part)
            guard !part.isEmpty else { continue }
            guard
                let found = stride(from: from, through: target.count - part.count, by: 1).first(where: {
                    Array(target[$0..<($0 + part.count)]) == part
                })
            else { return false }
            from = found + part.count
        }
        return true
    }

    @Test("every quoted block is still in its source file", arguments: chapterNames)
    func quotedCode(_ chapter: String) throws {
        try Self.checkQuotes(in: "Chapters/\(chapter)")
    }

    @Test("every block a debrief quotes is still in its source file", arguments: debriefPaths)
    func debriefQuotedCode(_ debrief: String) throws {
        try Self.checkQuotes(in: debrief)
    }

    /// Checks every `<!-- from: … -->` quote in the document at `document`.
    static func checkQuotes(in document: String) throws {
        for quote in Self.quotes(inLines: try lines(atPath: document)) {
            let path = Self.root.appendingPathComponent(quote.source).path
            let source = try? String(contentsOfFile: path, encoding: .utf8)
            #expect(source != nil, "\(document):\(quote.line) quotes \(quote.source), which does not exist")
            #expect(
                !quote.code.isEmpty,
                "\(document):\(quote.line): '<!-- from: … -->' must come before a code block")
            guard let source else { continue }
            #expect(
                Self.file(source.components(separatedBy: "\n"), contains: quote.code),
                "\(document):\(quote.line): the code quoted from \(quote.source) is no longer there")
        }
    }

    // MARK: - Quoted output

    struct Output {
        var arguments: [String]
        var line: Int
        var text: [String]
    }

    static func outputs(in chapter: String) throws -> [Output] {
        let lines = try lines(of: chapter)
        var outputs: [Output] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- begin output: workbook "), line.hasSuffix(" -->") else { continue }
            let command = line.dropFirst("<!-- begin output: workbook ".count).dropLast(" -->".count)
            let start = index
            while index < lines.count,
                lines[index].trimmingCharacters(in: .whitespaces) != "<!-- end output -->"
            {
                index += 1
            }
            var text = Array(lines[start..<min(index, lines.count)])
            if text.first?.hasPrefix("```") == true, text.last?.hasPrefix("```") == true {
                text = Array(text.dropFirst().dropLast())
            }
            outputs.append(Output(arguments: splitArguments(String(command)), line: start, text: text))
        }
        return outputs
    }

    /// Splits a command line at spaces, keeping "quoted words" together.
    static func splitArguments(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test("every quoted command output is what the command prints today", arguments: chapterNames)
    func quotedOutput(_ chapter: String) async throws {
        for output in try Self.outputs(in: chapter) {
            let result = await Workbook.run(
                output.arguments, environment: ["COLUMNS": "100"], currentDirectory: Self.root.path)
            var printed = result.standardOutput.components(separatedBy: "\n")
            if printed.last == "" { printed.removeLast() }

            #expect(result.exitCode == 0, "\(chapter):\(output.line): workbook \(output.arguments) failed")
            let isCurrent = printed == output.text
            let firstDifference =
                printed.indices.first { $0 >= output.text.count || printed[$0] != output.text[$0] }
                ?? min(printed.count, output.text.count)
            let now = firstDifference < printed.count ? printed[firstDifference] : "(nothing)"
            let quoted = firstDifference < output.text.count ? output.text[firstDifference] : "(nothing)"
            #expect(
                isCurrent,
                """
                \(chapter):\(output.line + firstDifference): 'workbook \(output.arguments.joined(separator: " "))' \
                now prints "\(now)" where the chapter has "\(quoted)"; run .ci/refresh-chapter-outputs \
                and reread the chapter's prose
                """)
        }
    }
}
