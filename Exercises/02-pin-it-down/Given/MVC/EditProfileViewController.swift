// A massive view controller, on purpose: the Edit-profile form in one class, Apple-style.
// The rules for each field are the model's (`ProfileDraft`); the rest lives in the widgets:
// the fields hold what was typed, a problem line shows once its field is edited, the spinner
// says a save runs and the error line why one failed, and each widget is set from the others.

import TerminalUIKit
import UserModel

/// The Edit-profile form: one view controller that holds the whole feature.
@MainActor
final class EditProfileViewController: ViewController {
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

    /// Creates the form for `user`, saving through `updater`.
    init(user: User, updater: any UserUpdating = SampleUserUpdater.shared) {
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
            problemLabels[field]?.isHidden = true
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
        saveButton.isEnabled = !spinner.isAnimating && values != ProfileDraft(savedUser) && values.isValid
        retryButton.isHidden = errorLabel.text.isEmpty
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
            field.isEnabled = !isSaving
        }
    }

    /// Cancel: the saved values come back, once no save runs.
    private func putBack() {
        guard !spinner.isAnimating else { return }
        errorLabel.text = ""
        fill(with: savedUser)
    }
}
