// Your tests of an edit seen by two screens, through the screen — so they hold for whichever
// pattern you chose. Each shows the app with `AppScreen()` (see Tests/AppScreen.swift); the
// suite's trait decides whose screens it shows: yours, then a correct copy as it is and once
// with each bug seeded. Add your tests to the suite as `@Test` functions.

import ExerciseGrading
import TerminalUIKit
import Testing

@MainActor
@Suite(
    "Exercise 11 · One edit, two screens, your tests", .timeLimit(.minutes(1)),
    .huntingSeededBugs(
        EditBug.self, subject: "your screens and a correct copy", firstStep: 2, alsoOnYourCode: true))
struct EditTests {
    // MARK: - An example

    @Test("the detail screen shows the user")
    func detailShowsTheUser() async throws {
        let screen = await AppScreen()

        try await screen.select(4)

        #expect(screen.lines.prefix(3) == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years"])
    }

    // MARK: - Step 2: the detail screen

    @Test("back from a save, the detail screen shows it, and Edit starts from it")
    func detailShowsTheSave() async throws {
        let screen = try await editMila(age: "25")

        try await screen.back()
        let detail = screen.lines
        try await screen.tap("Edit")

        #expect(detail.contains("Age: 25 years"))
        #expect(screen.lines.contains("Age: 25"))
    }

    @Test("a cancelled save, then a rejected one, change neither screen")
    func onlyASaveCounts() async throws {
        let screen = await AppScreen()
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("25", into: "Age")
        try await screen.tap("Save")
        try await screen.tap("Cancel")
        try await screen.type("26", into: "Age")
        try await screen.save(failing: true)

        try await screen.back()
        let detail = screen.lines
        try await screen.back()

        #expect(detail.contains("Age: 24 years"))
        #expect(screen.lines.contains("   24 years · mila@test.com"))
    }

    // MARK: - Step 3: the list

    @Test("back on the list, a renamed user shows once, in their new place")
    func listMovesTheRenamed() async throws {
        let screen = try await editMila(lastName: "Zeller")

        try await screen.back()
        try await screen.back()

        #expect(screen.lines.contains("6. Mila Zeller"))
        #expect(screen.lines.contains("6 users"))
    }

    @Test("a search finds the saved name, not the old one")
    func searchFindsTheSave() async throws {
        let screen = try await editMila(lastName: "Zeller")
        try await screen.back()
        try await screen.back()

        try await screen.search("zeller")

        #expect(screen.lines.contains("1. Mila Zeller"))
    }

    @Test("a second save from the same detail screen reaches the list too")
    func secondSave() async throws {
        let screen = try await editMila(age: "25")
        try await screen.type("26", into: "Age")
        try await screen.save()

        try await screen.back()
        try await screen.back()

        #expect(screen.lines.contains("   26 years · mila@test.com"))
    }

    @Test("once the window has gone, no screen stays")
    func nothingOutlivesTheWindow() async throws {
        weak var list: ViewController?
        weak var detail: ViewController?
        weak var form: ViewController?
        do {
            let screen = try await editMila(age: "25")
            let screens = (screen.window.rootViewController as? NavigationController)?.viewControllers ?? []
            (list, detail, form) = (screens.first, screens.dropFirst().first, screens.last)
        }

        #expect(list == nil && detail == nil && form == nil)
    }

    /// Opens Mila Haward's form, changes what is given, and saves: the form stays on top.
    private func editMila(lastName: String? = nil, age: String? = nil) async throws -> AppScreen {
        let screen = await AppScreen()
        try await screen.select(4)
        try await screen.tap("Edit")
        if let lastName { try await screen.type(lastName, into: "Last name") }
        if let age { try await screen.type(age, into: "Age") }
        try await screen.save()
        return screen
    }
}
