// Chapters a learner finishes: each opens with an "In short" box of at most 120 words, holds
// at most 3,500 words of prose (all of them together at most 38,000), and states its reading
// time at 150 words a minute. Prose words are runs of letters, digits, apostrophes and
// hyphens outside fenced code blocks and HTML comments; the box counts. The cheat sheet is no chapter.

import Foundation
import Testing

@Suite("The chapters stay short enough to finish")
struct ChapterBudgetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let wordsPerChapter = 3_500
    static let wordsInAll = 38_000
    static let wordsInBox = 120
    static let wordsPerMinute = 150

    static var chapterNames: [String] {
        let folder = root.appendingPathComponent("Chapters").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "cheat-sheet.md" }.sorted()
    }

    static func lines(of chapter: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent("Chapters/\(chapter)"), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    static var word: Regex<Substring> { #/[A-Za-z0-9'’\-]+/#.matchingSemantics(.unicodeScalar) }

    static func words(in text: String) -> Int {
        text.matches(of: word).count
    }

    /// Comments go first (they may span lines), then every line between fences.
    static func proseWords(in text: String) -> Int {
        let uncommented = text.replacing(#/<!--.*?-->/#.dotMatchesNewlines(), with: "")
        var inFence = false
        var count = 0
        for line in uncommented.components(separatedBy: "\n") {
            if line.contains(#/^\s*(```|~~~)/#) {
                inFence.toggle()
            } else if !inFence {
                count += words(in: line)
            }
        }
        return count
    }

    static func proseWords(of chapter: String) throws -> Int {
        try proseWords(in: lines(of: chapter).joined(separator: "\n"))
    }

    /// The blockquote right after the title and one blank line, or `nil` if there is none there.
    static func box(in lines: [String]) -> [String]? {
        guard lines.count > 2, lines[0].hasPrefix("# "), lines[1].isEmpty,
            lines[2].hasPrefix("> **In short:**")
        else { return nil }
        return Array(lines.dropFirst(2).prefix { $0.hasPrefix(">") })
    }

    @Test("prose words are counted outside code blocks and comments")
    func countsProseOnly() {
        let text = """
            # Title
            It's a well-known rule: 3 words’ worth.
            <!-- from: Sources/Hidden.swift
            not counted -->
            ```swift
            let notCounted = 1
            ```
            ~~~
            not counted either
            ~~~
            Done.
            """

        #expect(Self.proseWords(in: text) == 9)
    }

    @Test("every chapter from 00 to 12 and the appendix is counted")
    func everyChapterIsCounted() {
        let prefixes = (0...12).map { $0 < 10 ? "0\($0)-" : "\($0)-" } + ["appendix-"]

        for prefix in prefixes {
            #expect(Self.chapterNames.contains { $0.hasPrefix(prefix) }, "no chapter starts with \(prefix)")
        }
    }

    @Test(
        "each chapter opens with an In short box of at most 120 words, naming a command to run",
        arguments: chapterNames)
    func inShortBox(_ chapter: String) throws {
        let found = Self.box(in: try Self.lines(of: chapter))
        let box = try #require(
            found,
            "\(chapter) has no \"> **In short:**\" blockquote after its title and one blank line")
        let count = Self.words(in: box.joined(separator: "\n"))

        #expect(
            count <= Self.wordsInBox,
            "\(chapter): the In short box has \(count) words, over \(Self.wordsInBox)")
        #expect(
            box.map { $0.drop { $0 == ">" || $0 == " " } }.joined(separator: " ").contains("Run `"),
            "\(chapter): the In short box names no command to run (\"Run `…`\")")
    }

    @Test("each chapter has at most 3,500 words of prose", arguments: chapterNames)
    func chapterBudget(_ chapter: String) throws {
        let count = try Self.proseWords(of: chapter)

        #expect(
            count <= Self.wordsPerChapter,
            "\(chapter) has \(count) words of prose, over \(Self.wordsPerChapter)")
    }

    @Test("all the chapters together have at most 38,000 words of prose")
    func totalBudget() throws {
        let counts = try Self.chapterNames.map { ($0, try Self.proseWords(of: $0)) }
        let total = counts.reduce(0) { $0 + $1.1 }

        #expect(
            total <= Self.wordsInAll,
            "the chapters have \(total) words of prose, over \(Self.wordsInAll): \(counts.map { "\($0.0) \($0.1)" })"
        )
    }

    @Test("each chapter states its reading time at 150 words a minute", arguments: chapterNames)
    func readingTime(_ chapter: String) throws {
        let lines = try Self.lines(of: chapter)
        let count = try Self.proseWords(of: chapter)
        let expected = max(1, Int((Double(count) / Double(Self.wordsPerMinute)).rounded()))
        let stated = lines.filter { $0.hasPrefix("Reading time:") }

        try #require(stated.count == 1, "\(chapter) has \(stated.count) `Reading time:` lines, not one")
        let minutes = try #require(
            stated[0].firstMatch(of: #/^Reading time: about (\d+) minutes?\./#).flatMap { Int($0.1) },
            "\(chapter): \"\(stated[0])\" is not `Reading time: about N minutes.`")

        #expect(
            minutes == expected,
            "\(chapter) says \(minutes) minutes; its \(count) words take \(expected) at \(Self.wordsPerMinute) a minute"
        )
    }
}
