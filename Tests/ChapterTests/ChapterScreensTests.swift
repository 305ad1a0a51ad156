// Chapters and code must agree: every screen a chapter prints in a ```text block is one
// the patterns really draw in some built-in scenario (a block with a `…` line shows the
// start of a longer screen).

import Foundation
import Testing
import UserModel
import WorkbookCLI

@MainActor
@Suite("The chapters show real screens")
struct ChapterScreensTests {
    nonisolated static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    /// The ```text blocks of a chapter that draw a screen (their first line is a title bar).
    static func screenBlocks(in chapter: String) throws -> [[String]] {
        let text = try String(contentsOf: chapters.appendingPathComponent(chapter), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```text" {
                current = []
            } else if let block = current, line == "```" {
                if let first = block.first, first.hasPrefix("Users") || first.hasPrefix("‹ ") {
                    blocks.append(block)
                }
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    nonisolated static var chapterNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test("the feature chapter shows every state's screen")
    func featureChapterShowsScreens() throws {
        #expect(try Self.screenBlocks(in: "01-the-feature.md").count >= 9)
    }

    @Test("every screen a chapter shows is drawn by a built-in scenario", arguments: chapterNames)
    func chapterScreens(_ chapter: String) async throws {
        var screens: [[String]] = []
        for scenario in Scenario.builtIn {
            let run = try await ScriptRunner.run(
                try ScriptStep.parseScript(scenario.script), patterns: [.mvp], base: SampleUserService(),
                users: User.sample)
            screens += run.steps.map { $0.screens[0].lines }
        }
        let blocks = try Self.screenBlocks(in: chapter)

        for block in blocks {
            let shown = block.prefix { $0 != "…" }
            let isExcerpt = shown.count < block.count
            let drawn = screens.contains { screen in
                isExcerpt ? Array(screen.prefix(shown.count)) == Array(shown) : screen == block
            }
            #expect(drawn, "\(chapter) shows a screen no scenario draws:\n\(block.joined(separator: "\n"))")
        }
    }
}
