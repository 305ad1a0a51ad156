// The split, checked on the sources. The presenter's module doesn't depend on the view kit,
// but a plain build can still let an `import TerminalUIKit` through when the kit happens to
// be built already, so one test reads the module's imports. The other checks the other
// direction (step 4): no fetching, no sorting, no wording left in the view controller.

import Foundation
import Testing

@Suite("Exercise 03 · the view controller decides nothing")
struct Exercise03BoundaryTests {
    /// What the view controller must no longer mention, and whose job it is instead.
    static let forbidden: [(word: String, why: String)] = [
        ("UserService", "fetching is the presenter's job"),
        ("fetchUsers", "fetching is the presenter's job"),
        ("Task", "the presenter owns the load's task"),
        ("UserListRules", "sorting users is the presenter's job"),
        ("[User]", "keeping the users is the presenter's job"),
        ("UserListWording", "choosing the words is the presenter's job"),
        ("\"Users\"", "choosing the words, the title's too, is the presenter's job"),
        ("firstName", "wording a row is the presenter's job"),
    ]

    @Test("the view controller fetches, sorts and words nothing")
    func viewControllerDecidesNothing() throws {
        let file = exerciseFolder.appendingPathComponent("Views/UserListViewController.swift")
        let code = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n").map { line in line.split(separator: "//", maxSplits: 1).first ?? "" }
            .joined(separator: "\n")

        let found = Self.forbidden.filter { code.contains($0.word) }.map { "`\($0.word)` (\($0.why))" }

        #expect(
            found.isEmpty,
            """
            Step 4: the view controller should only draw, but UserListViewController.swift still \
            mentions \(found.joined(separator: ", ")).
            """)
    }

    @Test("the presenter's module imports nothing of the view kit")
    func presentationImportsNoViewKit() throws {
        let folder = exerciseFolder.appendingPathComponent("Presentation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }

        let offenders = try files.sorted().filter { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "import TerminalUIKit"
                }
        }

        #expect(
            offenders.isEmpty,
            """
            Step 2: the presenter's module must not see the view kit, but \
            \(offenders.joined(separator: ", ")) import TerminalUIKit; tell the view what to show instead.
            """)
    }

    /// `Sources/` (or `Solution/`, when the tests run against the reference).
    private var exerciseFolder: URL {
        #if WORKBOOK_SOLUTIONS
            let side = "Solution"
        #else
            let side = "Sources"
        #endif
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(side)
    }
}
