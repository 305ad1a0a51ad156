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

    // Step 2: tests of the detail screen's part of the feature.
    // Step 3: tests of the list's part.
}
