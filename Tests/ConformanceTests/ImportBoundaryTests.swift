// The central claim of MVP and MVVM, checked on the sources: presentation logic never
// imports the view kit. Only view controllers and the composition root may; a new file
// in either module is covered automatically.

import Foundation
import Testing

@Suite("Presentation logic does not know the view kit")
struct ImportBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func presentationFiles(in module: String) -> [String] {
        let folder = sources.appendingPathComponent(module)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter {
            $0.hasSuffix(".swift") && !$0.hasSuffix("ViewController.swift") && $0 != "UserListScreen.swift"
        }
        .sorted().map { "\(module)/\($0)" }
    }

    @Test("MVP and MVVM have presentation files to check")
    func thereAreFiles() {
        #expect(Self.presentationFiles(in: "MVP").contains("MVP/UserListPresenter.swift"))
        #expect(Self.presentationFiles(in: "MVVM").contains("MVVM/UserListViewModel.swift"))
    }

    @Test(
        "imports only the model (and Foundation, and the tracing proxies' recorder)",
        arguments: presentationFiles(in: "MVP") + presentationFiles(in: "MVVM"))
    func importsOnlyTheModel(_ file: String) throws {
        let source = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)

        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)

        #expect(
            imports.allSatisfy {
                ["import UserModel", "import Foundation", "import CallTracing"].contains($0)
            },
            "\(file) imports \(imports); presentation logic must not import the view kit")
    }
}
