// The reference view model is the one exercises 07, 08 and 10 build on, so it is kept once,
// in `Exercises/Shared/MVVMForm/EditProfileViewModel.swift`: read it there. This module
// passes it on unchanged.
@_exported import MVVMForm
