// The central claim of MVVM, checked on the sources themselves: the view model side —
// observables, tokens, rows, routes, view models — imports only the model, never the view
// kit. Only the view controllers and the composition root may import TerminalUIKit.

import Foundation
import Testing

@Suite("MVVM import boundary")
struct ImportBoundaryTests {
    /// `Sources/MVVM`, found from this file's path.
    private static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/MVVM")

    @Test(
        "presentation logic imports nothing but UserModel",
        arguments: [
            "Observable.swift", "ObservationToken.swift", "UserRow.swift", "UserListRoute.swift",
            "UserDetailViewModel.swift", "UserListViewModel.swift",
        ])
    func importsOnlyTheModel(_ file: String) throws {
        let source = try String(
            contentsOf: Self.sourcesDirectory.appendingPathComponent(file), encoding: .utf8)

        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }

        #expect(imports.allSatisfy { $0 == "import UserModel" }, "\(file) imports \(imports)")
    }
}
