// The central claim of MVP and MVVM: presentation logic never sees the view kit. The build
// holds it — the presentation targets don't depend on TerminalUIKit, so with SwiftPM's import
// check (as CI builds) an `import TerminalUIKit` there is an error. A plain build may let a
// stray import through, so these tests read every import in every form on each test run.

import Foundation
import Testing

@Suite("Presentation logic does not know the view kit")
struct ImportBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each presentation target's dependencies in `Package.swift`, in order.
    static let dependencies: [String: [String]] = [
        "MVPPresentation": ["UserModel"],
        "MVVMPresentation": ["UserModel", "Bindings"],
        "MVVMObservationPresentation": ["UserModel"],
    ]

    /// What a target may import: its dependencies, and Swift's Observation for `@Observable`.
    static let allowedImports: [String: Set<String>] = [
        "MVPPresentation": ["UserModel"],
        "MVVMPresentation": ["UserModel", "Bindings"],
        "MVVMObservationPresentation": ["UserModel", "Observation"],
    ]

    static var presentationTargets: [String] { dependencies.keys.sorted() }

    static func files(in target: String) -> [String] {
        let folder = root.appendingPathComponent("Sources/\(target)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(target)/\($0)" }
    }

    /// Attributes (`@preconcurrency`, `@testable`, `@_spi(…)`) and access levels may come
    /// before `import`, and a kind (`struct`, `func`, …) after it: `import struct Kit.Label`.
    static var importStatement: Regex<(Substring, Substring)> {
        #/
        ^ \s* (?: (?: @\w+ (?: \( [^)]* \) )? | public | package | internal | fileprivate | private | open ) \s+ )*
        import \s+ (?: (?: struct | class | enum | protocol | typealias | func | let | var | actor ) \s+ )?
        (\w+)
        /#
    }

    /// The modules `source` imports, reading each statement of each line outside `//` comments.
    static func importedModules(in source: String) -> [String] {
        source.split(separator: "\n").flatMap { line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return code.split(separator: ";").compactMap { statement in
                statement.firstMatch(of: importStatement).map { String($0.1) }
            }
        }
    }

    @Test(
        "the reader sees an import in every form Swift allows",
        arguments: [
            "import TerminalUIKit", "@preconcurrency import TerminalUIKit", "public import TerminalUIKit",
            "@testable import TerminalUIKit", "import struct TerminalUIKit.Label",
            "  @_spi(Tools) @preconcurrency package import TerminalUIKit // a comment",
            "import UserModel; import TerminalUIKit", "internal import func TerminalUIKit.render",
        ])
    func readsEveryForm(_ line: String) {
        #expect(Self.importedModules(in: line).contains("TerminalUIKit"), "missed the import in: \(line)")
    }

    @Test("a comment or a word that only contains `import` is no import")
    func ignoresWhatIsNoImport() {
        let source = "// import TerminalUIKit\nlet important = 1\n#if canImport(TerminalUIKit)\n#endif"

        #expect(Self.importedModules(in: source).isEmpty)
    }

    @Test(
        "the presentation targets depend on the model (and MVVM's bindings) only",
        arguments: presentationTargets)
    func dependsOnTheModelOnly(_ target: String) throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "name: \"\(target)\""), "Package.swift has no \(target)")
        let declaration = manifest[start.upperBound...].prefix { $0 != ")" }

        let list = try #require(declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/), "\(declaration)")
        let declared = list.1.split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }

        #expect(declared == Self.dependencies[target], "\(target) depends on \(declared)")
    }

    @Test(
        "presentation files import only their target's dependencies (and Observation for @Observable)",
        arguments: presentationTargets.flatMap(files(in:)))
    func importsOnlyTheModel(_ file: String) throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
        let target = String(file.prefix { $0 != "/" })
        let allowed = Self.allowedImports[target] ?? []

        let stray = Self.importedModules(in: source).filter { !allowed.contains($0) }

        #expect(stray.isEmpty, "\(file) imports \(stray); \(target) may import only \(allowed.sorted())")
    }

    @Test("every presentation target has files to check")
    func thereAreFiles() {
        #expect(Self.files(in: "MVPPresentation").contains("MVPPresentation/UserListPresenter.swift"))
        #expect(Self.files(in: "MVVMPresentation").contains("MVVMPresentation/UserListViewModel.swift"))
        #expect(
            Self.files(in: "MVVMObservationPresentation").contains(
                "MVVMObservationPresentation/UserListViewModel.swift"))
    }
}
