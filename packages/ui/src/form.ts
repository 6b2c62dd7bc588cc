// The form layer (Ark field and select machines, captcha): a shared module of its own, so pages
// without a form never download it.
export { Field } from '@chakra-ui/react/field';
export { Input } from '@chakra-ui/react/input';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Captcha, type CaptchaProps } from './captcha/Captcha';
export { useCaptcha, type CaptchaState } from './captcha/useCaptcha';
export { FormField, type FormFieldProps } from './form/FormField';
export { SiteForm, type FormPost, type SiteFormProps } from './form/SiteForm';
export { TextField, type TextFieldProps } from './form/TextField';
export { MobileNumberField, type MobileNumberFieldProps } from './form/MobileNumberField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { useFieldBindings, type FieldBinding } from './form/useFieldBindings';
export { useGuardedSubmit, type GuardedSubmitOptions } from './form/useGuardedSubmit';
