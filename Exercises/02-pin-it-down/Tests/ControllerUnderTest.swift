// The controller your tests' screen shows: a copy of the Edit-profile form's massive
// controller with a switch for each seeded bug, which the grading turns on one at a time.
// Reading it spoils the hunt; write your tests from the real controller and its screen.

import ExerciseGrading
import TerminalUIKit
import UserModel

/// The Edit-profile form's controller, with the seeded bug the grading switched on, if any.
@MainActor
final class ControllerUnderTest: ViewController {
    /// Read once, at init, from the run of the test that made it.
    private let bug = ControllerBug.current

    private let updater: any UserUpdating
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    private var saveTask: Task<Void, Never>?

    // MARK: - Widgets

    private var fields: [ProfileField: TextField] = [:]
    private var problemLabels: [ProfileField: Label] = [:]
    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        super.init()
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons,
    /// and fills the fields in.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label)
            textField.onTextChange = { [weak self] _ in self?.edited(field) }
            let problemLabel = Label()
            fields[field] = textField
            problemLabels[field] = problemLabel
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [weak self] in self?.startSave() }
        retryButton.setAction { [weak self] in self?.startSave() }
        cancelButton.setAction { [weak self] in self?.putBack() }
        fill(with: savedUser)
    }

    // MARK: - Reading the widgets

    /// The values the fields hold now.
    private var typedValues: ProfileDraft {
        var values = ProfileDraft(savedUser)
        for (field, textField) in fields {
            values[field] = textField.text
        }
        return values
    }

    // MARK: - Editing

    /// A field's problem line shows from its first edit on; until then it stays hidden.
    private func edited(_ field: ProfileField) {
        problemLabels[field]?.isHidden = false
        syncWidgets()
    }

    /// Fills the fields with `user`'s values and hides every problem line.
    private func fill(with user: User) {
        let values = ProfileDraft(user)
        for field in ProfileField.allCases {
            // Setting a field's text from code doesn't report a change, so this can't loop.
            fields[field]?.setText(values[field])
            problemLabels[field]?.isHidden = bug != .problemBeforeEdit
        }
        syncWidgets()
    }

    /// Sets each widget from what the fields, the spinner and the error line show.
    private func syncWidgets() {
        let values = typedValues
        for (field, label) in problemLabels {
            label.text = values.problem(in: field).map { "  ! \($0)" } ?? ""
        }
        // A disabled button ignores taps, so Save can't start a second save meanwhile.
        let changed = values != ProfileDraft(savedUser) || bug == .saveEnabledUnchanged
        saveButton.isEnabled = !spinner.isAnimating && changed && values.isValid
        retryButton.isHidden = errorLabel.text.isEmpty || bug == .noRetry
    }

    // MARK: - Saving

    private func startSave() {
        guard saveButton.isEnabled, let changed = typedValues.applied(to: savedUser) else { return }
        showSaving(true)
        errorLabel.text = ""
        syncWidgets()
        saveTask = Task { [weak self, updater] in
            do {
                _ = try await updater.update(changed)
                self?.showSaving(false)
                // What was sent is the new starting point; the fields keep what was typed.
                self?.savedUser = changed
                self?.syncWidgets()
            } catch {
                self?.showSaving(false)
                self?.errorLabel.text = "Couldn't save: \(error.userFacingMessage)"
                self?.syncWidgets()
            }
        }
    }

    /// The spinner, and read-only fields, so that no edit comes in while the save runs.
    private func showSaving(_ isSaving: Bool) {
        if isSaving {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        for field in fields.values {
            field.isEnabled = !isSaving || bug == .editableWhileSaving
        }
    }

    /// Cancel: the saved values come back, once no save runs.
    private func putBack() {
        guard !spinner.isAnimating else { return }
        errorLabel.text = ""
        guard bug != .cancelKeepsEdits else { return syncWidgets() }
        fill(with: savedUser)
    }
}
