// The Edit-profile form's view, in MVVM: it builds the widgets, forwards each user event to
// a view model input, and binds each widget to a view model output. It may know the view
// kit; it decides nothing, and it owns the view model — never the reverse.

import Bindings
import Exercise06Presentation
import TerminalUIKit
import UserModel

/// The Edit-profile form.
@MainActor
final class EditProfileViewController: ViewController {
    /// The view model this screen binds to; the tests reach it through this property.
    let viewModel: EditProfileViewModel
    /// The tokens of this screen's bindings: they end when the screen goes.
    private var bindings: [BindingToken] = []

    // MARK: - Widgets

    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    /// Creates the form around `viewModel`, which it keeps alive.
    init(viewModel: EditProfileViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons,
    /// and forwards each event to its input.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label)
            let problemLabel = Label()
            textField.onTextChange = { [viewModel] text in viewModel.fieldChanged(field, to: text) }
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [viewModel] in viewModel.saveTapped() }
        retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        cancelButton.setAction { [viewModel] in viewModel.cancelTapped() }
    }
}
