// The Edit-profile form's passive view: it builds the widgets, forwards every event to the
// presenter, and puts whatever the presenter says into the widgets. It may know the view
// kit; it decides nothing — no saving, no rules, no wording, no flags of its own.

import Exercise03Presentation
import TerminalUIKit
import UserModel

/// The Edit-profile form.
@MainActor
final class EditProfileViewController: ViewController {
    /// The presenter this form forwards to; the tests reach it through this property.
    let presenter: EditProfilePresenter

    // MARK: - Widgets

    private var fields: [ProfileField: TextField] = [:]
    private var problemLabels: [ProfileField: Label] = [:]
    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    /// Creates the form around `presenter`, which it keeps alive.
    init(presenter: EditProfilePresenter) {
        self.presenter = presenter
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
        // The widgets keep the presenter alive; no cycle, as the presenter holds this weakly.
        saveButton.setAction { [presenter] in presenter.saveTapped() }
        retryButton.setAction { [presenter] in presenter.retryTapped() }
        cancelButton.setAction { [presenter] in presenter.cancelTapped() }
        presenter.viewDidLoad()
    }
}

// MARK: - EditProfileView

extension EditProfileViewController: EditProfileView {}
