// The Edit-profile form's passive view: it builds the widgets, forwards every event to the
// presenter, and puts whatever the presenter says into the widgets. It may know the view
// kit; it decides nothing — no saving, no rules, no wording, no flags of its own.

import Exercise08MVPPresentation
import TerminalUIKit
import UserModel

/// The Edit-profile form.
@MainActor
final class EditProfileViewController: ViewController {
    /// The presenter this form forwards to; the tests reach it through this property.
    let presenter: EditProfilePresenter
    /// The app's shortcuts, where this form offers ⌘S.
    private let keys: KeyCommands

    // MARK: - Widgets

    private var fields: [ProfileField: TextField] = [:]
    private var problemLabels: [ProfileField: Label] = [:]
    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    /// Creates the form around `presenter`, which it keeps alive.
    init(presenter: EditProfilePresenter, keys: KeyCommands = .shared) {
        self.presenter = presenter
        self.keys = keys
        super.init()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons,
    /// and tells the presenter the form loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label)
            textField.onTextChange = { [presenter] text in presenter.fieldChanged(field, to: text) }
            let problemLabel = Label()
            fields[field] = textField
            problemLabels[field] = problemLabel
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        // The widgets keep the presenter alive.
        saveButton.setAction { [presenter] in presenter.saveTapped() }
        retryButton.setAction { [presenter] in presenter.retryTapped() }
        cancelButton.setAction { [presenter] in presenter.cancelTapped() }
        _ = keys.add("⌘S") { [presenter] in presenter.saveTapped() }
        presenter.viewDidLoad()
    }
}

// MARK: - EditProfileView

extension EditProfileViewController: EditProfileView {
    func showValues(_ values: ProfileDraft) {
        for field in ProfileField.allCases {
            fields[field]?.setText(values[field])
        }
    }

    func showProblem(_ problem: String?, for field: ProfileField) {
        problemLabels[field]?.text = problem.map { "  ! \($0)" } ?? ""
    }

    func setSaveEnabled(_ isEnabled: Bool) {
        saveButton.isEnabled = isEnabled
    }

    /// The spinner, and read-only fields, so that no edit comes in while the save runs.
    func setSaving(_ isSaving: Bool) {
        if isSaving {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        for field in fields.values {
            field.isEnabled = !isSaving
        }
    }

    func showSaveFailure(_ reason: String?) {
        errorLabel.text = reason ?? ""
    }

    func setRetryAvailable(_ isAvailable: Bool) {
        retryButton.isHidden = !isAvailable
    }
}
