// Your tests of an edit seen by two screens, through the screen — so they hold for whichever
// pattern you chose. Each shows the app with `AppScreen()` (see Tests/AppScreen.swift); the
// suite's trait decides whose screens it shows: yours, then a correct copy as it is and once
// with each bug seeded. Add your tests to the suite as `@Test` functions.

import ExerciseGrading
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

    @Test("back from a save, the detail screen shows the new age")
    func detailShowsNewAge() async throws {
        let screen = await AppScreen()
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("25", into: "Age")
        try await screen.save()

        try await screen.back()

        #expect(screen.lines.contains("Age: 25 years"))
    }

    // MARK: - Step 3: the list

    @Test("back on the list, a renamed user shows in their new place, without a fetch")
    func listMovesRenamed() async throws {
        let screen = await AppScreen()
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.save()

        try await screen.back()
        try await screen.back()

        #expect(screen.lines.contains("6. Mila Zeller"))
        #expect(await screen.fetchCount == 1)
    }

    @Test("a save cancelled on the form leaves the list as it was")
    func cancelLeavesList() async throws {
        let screen = await AppScreen()
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.tap("Save")

        try await screen.tap("Cancel")
        try await screen.back()
        try await screen.back()

        #expect(screen.lines.contains("4. Mila Haward"))
    }
}
