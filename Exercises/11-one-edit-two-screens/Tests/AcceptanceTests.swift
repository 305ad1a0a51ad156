// The grader's own look at your screens, in the pattern you chose: the form is reached, and
// one save shows on both screens. Only that: everything else the feature asks for is for
// your tests to pin down, and the seeded bugs show whether they do. Don't edit it.

import ExerciseGrading
import Testing

@MainActor
@Suite("Exercise 11 · One edit, two screens, on your screens", .timeLimit(.minutes(1)))
struct Exercise11AcceptanceTests {
    private var pattern: String { (patternUnderTest ?? .mvc).description }

    @Test("you chose a pattern")
    func chosen() {
        #expect(
            chosenPattern != nil,
            "Step 1: choose the pattern you build the feature into, in Sources/Tests/Choice.swift.")
    }

    // MARK: - Step 2: the detail screen

    @Test("the detail screen's Edit pushes the form, filled in with its user")
    func editPushesTheForm() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        let detail = screen.lines

        try await screen.tap("Edit")

        #expect(
            detail == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[Edit]"],
            "Step 2: the \(pattern) detail screen should end with an [Edit] button. It showed:\n\(dump(detail))"
        )
        #expect(
            screen.lines == [
                "‹ Mila Haward | Edit profile", "First name: Mila", "Last name: Haward",
                "Email: mila@test.com",
                "Age: 24", "[Save] (disabled)", "[Cancel]",
            ],
            "Step 2: tapping Edit should push the Edit-profile form for Mila. The screen showed:\n\(dump(screen.lines))"
        )
    }

    @Test("after a save, Back shows the detail screen with the saved values")
    func detailShowsTheSave() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.type("25", into: "Age")
        try await screen.save()

        try await screen.back()

        #expect(
            screen.lines == ["‹ Users | Mila Zeller", "Email: mila@test.com", "Age: 25 years", "[Edit]"],
            "Step 2: back from the form, the detail screen should show the saved name and age. It showed:\n\(dump(screen.lines))"
        )
    }

    // MARK: - Step 3: the list

    @Test("back on the list, the row shows the saved values, with no fetch")
    func listShowsTheSave() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("25", into: "Age")
        try await screen.save()

        try await screen.back()
        try await screen.back()

        #expect(
            screen.lines.contains("4. Mila Haward") && screen.lines.contains("   25 years · mila@test.com"),
            "Step 3: right after Back, the \(pattern) list should show Mila at 25. It showed:\n\(dump(screen.lines))"
        )
        #expect(
            await screen.fetchCount == 1, "Step 3: a save shows on the list without fetching the users again."
        )
    }

    private func dump(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }
}
