// Step 5: two forms on one view model. The composition root opens a second form on the view
// model of the first, at any moment, and may close it again; the tests type and tap in
// either and read both: each field as typed, the stored values after a save.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

@MainActor
@Suite("Exercise 06 · two forms on one view model", .timeLimit(.minutes(1)))
struct Exercise06SecondFormTests {
    /// A second form on `screen`'s view model, shown; `nil`, with an issue, when there is none.
    private func secondForm(on screen: FormUnderTest) -> Window? {
        guard let viewModel = screen.viewModel else {
            Issue.record(
                "Step 5: the first form's view controller should hold its view model in `viewModel`.")
            return nil
        }
        let window = EditProfileScreen.makeWindow(sharing: viewModel)
        window.makeKeyAndVisible()
        guard window.render().first == "Edit profile" else {
            Issue.record(
                """
                Step 5: EditProfileScreen.makeWindow(sharing:) should show the Edit-profile form, \
                bound to the view model it is given. It showed:
                \(window.render().joined(separator: "\n"))
                """)
            return nil
        }
        return window
    }

    @Test("a second form opened after some edits shows them, with their problems")
    func secondFormShowsTheEdits() async throws {
        let screen = FormUnderTest()
        try screen.type("iyad", into: "Email")
        try screen.type("37", into: "Age")

        guard let second = secondForm(on: screen) else { return await screen.finish() }

        let expected = form(["Iyad", "Agha", "iyad", "37"], problems: [.email: noAt])
        #expect(
            second.render() == expected,
            """
            Step 5: a second form opened on the same view model after "iyad" was typed into \
            Email and "37" into Age should show the form as it stands, problem and all:
            \(expected.joined(separator: "\n"))
            The second form was:
            \(second.render().joined(separator: "\n"))
            """)
        await screen.finish()
    }

    @Test("what is typed in either form shows in both, and a save in one locks both")
    func bothFormsStayInStep() async throws {
        let screen = FormUnderTest()
        guard let second = secondForm(on: screen) else { return await screen.finish() }

        _ = try second.typeInField(labelled: "First name", "Ivo")
        let afterTyping = screen.lines
        try screen.tap("Save")
        let secondWhileSaving = second.render()
        await screen.answer()

        let typed = ["Ivo", "Agha", "iyad@test.com", "36"]
        #expect(
            afterTyping == form(typed, saveEnabled: true),
            """
            Step 5: "Ivo" typed into the second form's First name should show in the first form \
            too, with Save enabled: nobody typed it there, so only an output can put it there:
            \(form(typed, saveEnabled: true).joined(separator: "\n"))
            The first form was:
            \(afterTyping.joined(separator: "\n"))
            """)
        #expect(
            secondWhileSaving == form(typed, saving: true),
            """
            Step 5: while the first form saves, the second should show the save too: read-only \
            fields, Save disabled, the spinner:
            \(form(typed, saving: true).joined(separator: "\n"))
            The second form was:
            \(secondWhileSaving.joined(separator: "\n"))
            """)
        #expect(
            second.render() == form(typed) && screen.lines == form(typed),
            """
            Step 5: once the save has succeeded, both forms should show the saved values, Save \
            disabled. \(screen.dump)
            The second form was:
            \(second.render().joined(separator: "\n"))
            """)
        await screen.finish()
    }

    @Test("typing shows exactly as typed in both forms; a save puts the stored value in both")
    func typedTextAndStoredText() async throws {
        let screen = FormUnderTest()
        guard let second = secondForm(on: screen) else { return await screen.finish() }
        var rewrites: [WidgetChange] = []
        second.widgetChangeObserver = { change in
            if change.widget == .textField(label: "First name") { rewrites.append(change) }
        }

        _ = try second.typeInField(labelled: "First name", " Ivo ")
        let typed = (first: screen.lines, second: second.render(), rewrites: rewrites.count)
        try screen.tap("Save")
        await screen.answer()

        let asTyped = form([" Ivo ", "Agha", "iyad@test.com", "36"], saveEnabled: true)
        #expect(
            typed.first == asTyped && typed.second == asTyped && typed.rewrites == 0,
            """
            Step 5: " Ivo " typed into the second form's First name should show exactly so, spaces \
            and all, in both forms, and the field typed in should never be set from code while \
            the user types (times it was set: \(typed.rewrites)):
            \(asTyped.joined(separator: "\n"))
            The first form was:
            \(typed.first.joined(separator: "\n"))
            The second form was:
            \(typed.second.joined(separator: "\n"))
            """)
        let stored = form(["Ivo", "Agha", "iyad@test.com", "36"])
        #expect(
            screen.lines == stored && second.render() == stored,
            """
            Step 5: once the save has succeeded, both forms should show what the service stored, \
            "Ivo", trimmed, in place of what was typed. \(screen.dump)
            The second form was:
            \(second.render().joined(separator: "\n"))
            """)
        await screen.finish()
    }

    @Test("closing the second form leaves nothing of it behind, and the first goes on")
    func closingTheSecondForm() async throws {
        let screen = FormUnderTest()
        var window = secondForm(on: screen)
        weak var secondController: ViewController?
        secondController = (window?.rootViewController as? NavigationController)?.topViewController
        let opened = secondController != nil

        window = nil
        try screen.type("37", into: "Age")

        #expect(
            opened && secondController == nil,
            """
            Step 5: with its window gone, the second form should go too, while the view model and \
            the first form live on: nothing the view model keeps may hold it.
            """)
        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad@test.com", "37"], saveEnabled: true),
            "Step 5: after the second form closed, the first should go on as before. \(screen.dump)")
        await screen.finish()
    }
}
