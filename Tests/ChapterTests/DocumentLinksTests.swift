// Every relative link in the workbook's Markdown — README, chapters, exercise READMEs,
// hints and debriefs — leads to a file that exists, and a link to a section (`file.md#section`)
// to a heading that exists, so a learner never follows a link into nothing.

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

    @Test(
        "every relative link points at a file, and a section link at a heading, that exists",
        arguments: documents)
    func linksResolve(_ document: String) throws {
        let url = Self.root.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)

        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            if target.hasPrefix("http") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let resolved =
                path.isEmpty
                ? url : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: resolved.path) else {
                Issue.record("\(document) links to \(target), which does not exist")
                continue
            }
            if parts.count == 2, resolved.pathExtension == "md" {
                let anchors = try Self.anchors(in: String(contentsOf: resolved, encoding: .utf8))
                #expect(
                    anchors.contains(String(parts[1])),
                    "\(document) links to \(target), but no heading there has that anchor")
            }
        }
    }

    /// The anchors GitHub gives a document's headings: lowercased, punctuation dropped, spaces
    /// turned into hyphens.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    @Test("a section's anchor is its heading, lowercased, without punctuation, spaces as hyphens")
    func anchorsFollowGitHub() {
        let anchors = Self.anchors(in: "# Title\n## Step 2: Save, then `retry`\n```\n# not a heading\n```\n")

        #expect(anchors == ["title", "step-2-save-then-retry"])
    }
}
