// The central claim of MVP and MVVM: presentation logic never sees the view kit. The
// build is the proof — the presentation targets don't depend on TerminalUIKit, so with
// SwiftPM's import check (as CI builds) an `import TerminalUIKit` there is an error. These
// tests state the rule where a reader of the tests will look for it, and catch a
// dependency added to Package.swift by mistake.

import Foundation
import Testing

@Suite("Presentation logic does not know the view kit")
struct ImportBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let presentationTargets = ["MVPPresentation", "MVVMPresentation", "MVVMObservationPresentation"]

    static func files(in target: String) -> [String] {
        let folder = root.appendingPathComponent("Sources/\(target)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(target)/\($0)" }
    }

    @Test(
        "the presentation targets depend on the model (and MVVM's bindings) only",
        arguments: presentationTargets)
    func dependsOnTheModelOnly(_ target: String) throws {
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)

        let declaration = try #require(
            manifest.split(separator: "\n").first { $0.contains("name: \"\(target)\"") })

        #expect(
            declaration.contains("dependencies: [\"UserModel\"]")
                || declaration.contains("dependencies: [\"UserModel\", \"Bindings\"]"),
            "\(declaration)")
    }

    @Test(
        "presentation files import only the model (and Foundation, and MVVM's bindings)",
        arguments: presentationTargets.flatMap(files(in:)))
    func importsOnlyTheModel(_ file: String) throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/\(file)"), encoding: .utf8)

        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)

        #expect(
            imports.allSatisfy {
                ["import UserModel", "import Foundation", "import Bindings", "import Observation"].contains(
                    $0)
            },
            "\(file) imports \(imports); presentation logic must not import the view kit")
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
