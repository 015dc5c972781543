extension OptionSet where Element == Self {
    /// Puts `flag` in or takes it out: the setter of a record's yes-or-no property kept as a
    /// bit (`MemberFlags`, `CallFactFlags`).
    mutating func set(_ flag: Self, _ isOn: Bool) {
        if isOn { insert(flag) } else { remove(flag) }
    }
}
