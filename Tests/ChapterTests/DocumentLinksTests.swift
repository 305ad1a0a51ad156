// Every relative link in the workbook's Markdown — README, chapters, exercise READMEs,
// hints and debriefs — leads to a file that exists, so a learner never follows a link into nothing.

import Foundation
import Testing

@Suite("Links between the documents")
struct DocumentLinksTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [String] {
        let manager = FileManager.default
        var paths = ["README.md", "Exercises/README.md"]
        for folder in ["Chapters"] {
            let names =
                (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            paths += names.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
        let exercises =
            (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Exercises").path)) ?? []
        for exercise in exercises where exercise.first?.isNumber == true {
            paths += ["README.md", "HINTS.md", "DEBRIEF.md"].map { "Exercises/\(exercise)/\($0)" }
        }
        return paths.sorted()
    }

    @Test("every relative link points at a file that exists", arguments: documents)
    func linksResolve(_ document: String) throws {
        let url = Self.root.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)

        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
            let resolved = url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                .path
            #expect(
                FileManager.default.fileExists(atPath: resolved),
                "\(document) links to \(target), which does not exist")
        }
    }
}
