// The tests of exercise 11 on your screens: an edit shown on the detail screen and the list,
// as the feature describes it, through the screens of the pattern you chose. Read them;
// don't edit them.

import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 11 · One edit, two screens, on your screens", .timeLimit(.minutes(1)))
struct Exercise11AcceptanceTests {
    private var pattern: String { (patternUnderTest ?? .mvc).description }
    /// The list's last four lines once Mila Haward, 24, is saved as Mila Zeller, 25.
    private let milaZeller = [
        "5. Edith Okafor", "   101 years · edith@test.com", "6. Mila Zeller", "   25 years · mila@test.com",
    ]

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

    @Test("after a save, Back shows the detail with the saved values, and Edit starts from them")
    func detailShowsTheSave() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.type("25", into: "Age")
        try await screen.save()

        try await screen.back()
        let detail = screen.lines
        try await screen.tap("Edit")

        #expect(
            detail == ["‹ Users | Mila Zeller", "Email: mila@test.com", "Age: 25 years", "[Edit]"],
            "Step 2: back from the form, the detail screen should show the saved name and age. It showed:\n\(dump(detail))"
        )
        #expect(
            screen.lines.contains("Last name: Zeller") && screen.lines.contains("Age: 25"),
            "Step 2: Edit again should start from the saved values. The form showed:\n\(dump(screen.lines))")
    }

    // MARK: - Step 3: the list

    @Test("back on the list, the row shows the saved values in its new place, with no fetch")
    func listShowsTheSave() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.type("25", into: "Age")
        try await screen.save()

        try await screen.back()
        try await screen.back()

        #expect(
            Array(screen.lines.suffix(4)) == milaZeller && screen.lines.contains("6 users"),
            """
            Step 3: right after Back, the \(pattern) list should show Mila Zeller, 25, last in the \
            order, still "6 users". It showed:
            \(dump(screen.lines))
            """)
        #expect(
            await screen.fetchCount == 1, "Step 3: a save shows on the list without fetching the users again."
        )
    }

    @Test("a search on the list finds the saved values")
    func searchFindsTheSave() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("Zeller", into: "Last name")
        try await screen.save()

        try await screen.back()
        try await screen.back()
        try await screen.search("zeller")

        #expect(
            screen.lines.contains("1 of 6 users") && screen.lines.contains("1. Mila Zeller"),
            "Step 3: searching \"zeller\" should find the saved Mila. The list showed:\n\(dump(screen.lines))"
        )
    }

    @Test("a save that is cancelled, or fails, changes neither screen")
    func cancelledOrFailedSaves() async throws {
        let screen = await AppScreen(.yours)
        try await screen.select(4)
        try await screen.tap("Edit")
        try await screen.type("25", into: "Age")
        try await screen.tap("Save")
        try await screen.tap("Cancel")
        try await screen.type("26", into: "Age")
        try await screen.save(failing: true)
        let form = screen.lines

        try await screen.back()
        let detail = screen.lines
        try await screen.back()

        #expect(
            form.contains("Couldn't save: The server rejected the change."),
            "Step 3: the form should show the rejected save. It showed:\n\(dump(form))")
        #expect(
            detail.contains("Age: 24 years"),
            "Step 3: after a cancelled and a failed save, the detail screen still shows Age: 24 years. It showed:\n\(dump(detail))"
        )
        #expect(
            screen.lines.contains("4. Mila Haward") && screen.lines.contains("   24 years · mila@test.com"),
            "Step 3: after a cancelled and a failed save, the list still shows Mila, 24. It showed:\n\(dump(screen.lines))"
        )
    }

    @Test("what carries the edit keeps no screen alive")
    func keepsNobodyAlive() async throws {
        weak var list: ViewController?
        weak var detail: ViewController?
        weak var form: ViewController?
        do {
            let screen = await AppScreen(.yours)
            try await screen.select(4)
            try await screen.tap("Edit")
            try await screen.type("25", into: "Age")
            try await screen.save()
            let screens = (screen.window.rootViewController as? NavigationController)?.viewControllers ?? []
            list = screens.first
            detail = screens.dropFirst().first
            form = screens.last
        }

        #expect(
            list == nil && detail == nil && form == nil,
            "Step 3: once their window has gone, the list, the detail screen and the form should go too."
        )
    }

    private func dump(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }
}
