// Step 7: Age takes digits only. Text with anything else in it is refused: the field typed in
// goes back to what it held, and nothing else changes — not the draft, not the problems, Save
// or the status, not the other window. The tests type into one form and read every window.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

@MainActor
@Suite("Exercise 06 · Age takes digits only", .timeLimit(.minutes(1)))
struct Exercise06RefusedAgeTests {
    /// A second form, or the status view, on `screen`'s view model, shown.
    private func window(on screen: FormUnderTest, status: Bool = false) -> Window? {
        guard let viewModel = screen.viewModel else {
            Issue.record("Step 7: the form's view controller should hold its view model in `viewModel`.")
            return nil
        }
        let window =
            status
            ? EditProfileScreen.makeStatusWindow(sharing: viewModel)
            : EditProfileScreen.makeWindow(sharing: viewModel)
        window.makeKeyAndVisible()
        return window
    }

    @Test("\"36a\" typed into Age is refused: the field goes back to 36, and the other form doesn't stir")
    func refusedInBothForms() async throws {
        let screen = FormUnderTest()
        guard let second = window(on: screen) else { return await screen.finish() }
        let ageField = WidgetChange.Widget.textField(label: "Age")
        var typedIn: [WidgetChange] = []
        var other: [WidgetChange] = []
        screen.window.widgetChangeObserver = { if $0.widget == ageField { typedIn.append($0) } }
        second.widgetChangeObserver = { other.append($0) }

        try screen.type("36a", into: "Age")

        #expect(
            screen.lines == form() && typedIn == [WidgetChange(widget: ageField, property: .text("36"))],
            """
            Step 7: "36a" typed into Age should be refused: the field typed in shows 36 again \
            (its text was set from code \(typedIn.count) times), no problem shows and Save stays disabled:
            \(form().joined(separator: "\n"))
            \(screen.dump)
            """)
        #expect(
            second.render() == form() && other.isEmpty,
            """
            Step 7: an edit refused in one form should leave the other form as it was, Age: 36, \
            with none of its widgets changed (changes seen: \(other.map { "\($0.widget) \($0.property)" })). \
            The other form was:
            \(second.render().joined(separator: "\n"))
            """)
        await screen.finish()
    }

    @Test("a refused edit after a valid one keeps the valid age: Save and the status stay as they were")
    func refusedAfterAValidEdit() async throws {
        let screen = FormUnderTest()
        guard let sidebar = window(on: screen, status: true) else { return await screen.finish() }
        var rewrites = 0
        screen.window.widgetChangeObserver = { if $0.widget == .textField(label: "Age") { rewrites += 1 } }
        try screen.type("037", into: "Age")
        let validRewrites = rewrites

        try screen.type("037x", into: "Age")
        let refused = (form: screen.lines, status: sidebar.render().dropFirst().joined(separator: "\n"))
        try screen.tap("Save")
        await screen.answer()

        let expected = form(["Iyad", "Agha", "iyad@test.com", "037"], saveEnabled: true)
        #expect(
            refused.form == expected && refused.status == "Unsaved changes" && validRewrites == 0,
            """
            Step 7: "037" then "037x" typed into Age should leave the form as "037" left it: Age: \
            037 as typed (the field set from code \(validRewrites) times while valid), Save enabled, \
            the sidebar saying "Unsaved changes" (it said "\(refused.status)"):
            \(expected.joined(separator: "\n"))
            The form was:
            \(refused.form.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad@test.com", "37"]),
            "Step 7: after the refused edit, Save should save 37, and the form show it as stored. \(screen.dump)"
        )
        await screen.finish()
    }

    @Test("a refused first edit doesn't count as editing Age: no problem shows")
    func refusedFirstEdit() async throws {
        // Saved before the age rule, so Age has a problem the moment it counts as edited.
        var user = User.sample[0]
        user.age = 151
        let screen = FormUnderTest(user: user)

        try screen.type("151-", into: "Age")

        let expected = form(["Iyad", "Agha", "iyad@test.com", "151"])
        #expect(
            screen.lines == expected,
            """
            Step 7: "151-" typed into an untouched Age should be refused and count as no edit at \
            all: the field goes back to 151, and no problem shows under it, though 151 would \
            have one once the user edits the field:
            \(expected.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finish()
    }
}
